// An inout parameter is passed with '&', which marks the argument as changed by the call.
func double(_ value: inout Int) { value *= 2 }
var count = 3
double(count)
// expect-error: passing value of type 'Int' to an inout parameter requires explicit '&'
