// #available and #unavailable are decided for the simulated device, an iPhone on iOS 17.
if #available(iOS 15, *) {
    print("iOS 15 API available")
} else {
    print("fallback")
}
// expect: iOS 15 API available

if #available(iOS 99, *) {
    print("from the future")
} else {
    print("not yet")
}
// expect: not yet

if #unavailable(iOS 13) {
    print("old device")
} else {
    print("modern device")
}
// expect: modern device

func configure() -> String {
    guard #available(iOS 16.4, macOS 13, *) else { return "legacy configuration" }
    return "modern configuration"
}
print(configure())
// expect: modern configuration
