// A class that names itself as its superclass is rejected, not followed until the stack runs out.
class MyCell: MyCell {}
let cell = MyCell()
// expect-error: 'MyCell' inherits from itself
