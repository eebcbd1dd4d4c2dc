// Two classes that inherit from each other form a cycle: swiftc names the first one declared.
class HeaderView: FooterView {}
class FooterView: HeaderView {}
print(HeaderView())
// expect-error: 'HeaderView' inherits from itself
// expect-note: through class 'FooterView' declared here
