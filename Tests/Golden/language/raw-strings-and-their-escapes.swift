// Raw strings keep backslashes as text; only an escape with the same number of #s is one, and
// enum raw values are read with the same rules.
let name = "cell"
print(#"A "quoted" \n string"#)
print(#"tab:\#tend, path C:\Users\#(name)"#)
print(##"two \#n pounds \##n done"##)
print(#"pattern \d+\.\d+"#)
print("plain \t tab \\ slash")
let multi = #"""
    raw \n lines \#(name.count)
    """#
print(multi)
enum Separator: String {
    case line = "\n"
    case tab = "\t"
    case raw = #"\n"#
}
print(Separator.line.rawValue == "\n", Separator.raw.rawValue.count, Separator(rawValue: "\t") as Any)
// expect: A "quoted" \n string
// expect: tab:	end, path C:\Userscell
// expect: two \#n pounds 
// expect:  done
// expect: pattern \d+\.\d+
// expect: plain 	 tab \ slash
// expect: raw \n lines 4
// expect: true 2 Optional(main.Separator.tab)
