// continue goes to the next pass of a loop: it cannot name a labelled if.
func scan(_ rows: [[Int]]) {
    found: if !rows.isEmpty {
        for row in rows {
            if row.isEmpty { continue found }
            print(row)
        }
    }
}
scan([[1]])
// expect-error: 'continue' cannot be used with if statements
