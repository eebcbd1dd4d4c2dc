// Valid Swift outside ReuseLab's subset (here, an actor) is reported before anything runs, never silently ignored.
import UIKit

actor ImageCache {
    var count = 0
}

print("never printed")
// expect-error:
