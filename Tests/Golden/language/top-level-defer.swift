// defer at the top level of a script: its body runs after the script's last statement, the latest first, and also when an error ends the script.
defer { print("first defer runs last") }
print("start")
defer { print("second defer runs first") }
for i in 1...2 {
    defer { print("end of pass", i) }
    print("pass", i)
}
print("end of script")
// expect: start
// expect: pass 1
// expect: end of pass 1
// expect: pass 2
// expect: end of pass 2
// expect: end of script
// expect: second defer runs first
// expect: first defer runs last
