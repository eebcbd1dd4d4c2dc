// The identifier-only dequeue returns an optional cell; returning it from cellForRowAt needs `??` or `!`.
import UIKit

class MessagesSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        return tableView.dequeueReusableCell(withIdentifier: "Message")
    }
}

// expect-error: value of optional type 'UITableViewCell?' must be unwrapped to a value of type 'UITableViewCell'
// expect-note: coalesce using '??' to provide a default when the optional value contains 'nil'
// expect-note: force-unwrap using '!' to abort execution if the optional value contains 'nil'
