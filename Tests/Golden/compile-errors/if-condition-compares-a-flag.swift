// Build flags are not values: an #if condition combines them with !, && and || only.
#if DEBUG == true
print("debug")
#endif
// expect-error: expected '&&' or '||' expression
