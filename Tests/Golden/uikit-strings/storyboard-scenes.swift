// A storyboard gives its initial scene, or any scene by its Storyboard ID; a storyboard with no initial scene gives nil.
import UIKit

final class ListScreen: UIViewController {}
final class DetailScreen: UIViewController {}

let storyboard = UIStoryboard(name: "Screens", bundle: nil)
let initial = storyboard.instantiateInitialViewController()
print(initial is ListScreen)
// expect: true
let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
print(type(of: detail))
// expect: DetailScreen
let again = storyboard.instantiateViewController(withIdentifier: "Detail")
print(again === detail)
// expect: false
let noStart = UIStoryboard(name: "NoStart", bundle: nil)
print(noStart.instantiateInitialViewController() == nil)
// expect: true
