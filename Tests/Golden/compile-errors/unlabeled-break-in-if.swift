// An unlabelled break leaves only a loop or a switch: leaving an if needs the if's label.
func check(_ n: Int) {
    if n > 2 {
        print("big")
        break
    }
}
check(3)
// expect-error: unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do
