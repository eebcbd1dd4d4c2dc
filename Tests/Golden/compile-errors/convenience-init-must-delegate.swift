// A convenience initializer must hand over to a designated one with self.init before using self.
class BadgeView {
    var count: Int
    init(count: Int) { self.count = count }
    convenience init(text: String) {
        count = text.count
    }
}
// expect-error: 'self' used before 'self.init' call or assignment to 'self'
