// Protocols that refine each other in a circle are rejected; swiftc names the second one.
protocol Reusing: Configuring {}
protocol Configuring: Reusing {}
struct Cell: Reusing {}
// expect-error: protocol 'Configuring' refines itself
// expect-note: through protocol 'Reusing' declared here
