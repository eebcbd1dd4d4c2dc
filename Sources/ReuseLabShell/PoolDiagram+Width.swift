/// How wide the pool diagram is drawn: the terminal's width, so a wide terminal shows long class names and
/// queues whole (it used to stop at 72 columns in any terminal), within bounds that keep a box readable.
extension PoolDiagram {
    /// Past this a box's rows are mostly blank: wider terminals get a box this wide.
    public static let maximumWidth = 160
    /// The narrowest box that still holds a label column and some text.
    public static let minimumWidth = 40

    /// The width for a terminal of `columns` (nil: not a terminal and no `COLUMNS`, where the fixed default
    /// keeps transcripts and piped output the same everywhere). One column is left free: a line that fills
    /// the last column makes some terminals wrap an empty line after it.
    public static func width(forColumns columns: Int?) -> Int {
        guard let columns else { return defaultWidth }
        return min(maximumWidth, max(minimumWidth, columns - 1))
    }

    /// The same diagram narrowed so two fit side by side in `columns` (the `:goal` view), or unchanged when
    /// two would be too narrow to read (the view then stacks them).
    func fittingTwoSideBySide(in columns: Int) -> PoolDiagram {
        let half = (columns - GoalPoolView.gap) / 2
        guard half >= Self.sideBySideMinimum else { return self }
        var narrowed = self
        narrowed.width = min(width, half)
        return narrowed
    }

    /// Narrower than this, two pools read better one above the other.
    static let sideBySideMinimum = 56
}
