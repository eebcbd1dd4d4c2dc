// Only a failable initializer (init?) may return nil.
struct Temperature {
    let celsius: Double
    init(celsius: Double) {
        if celsius < -273.15 { return nil }
        self.celsius = celsius
    }
}
// expect-error: only a failable initializer can return 'nil'
// expect-note: use 'init?' to make the initializer 'init(celsius:)' failable
