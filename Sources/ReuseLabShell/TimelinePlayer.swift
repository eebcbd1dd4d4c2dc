#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A key the timeline understands.
enum TimelineKey: Equatable {
    case next, previous, first, last, quit, play
    case jump(Int)
}

/// Where the timeline's keys come from: the terminal in raw mode, or a script in tests.
protocol TimelineKeyReading: AnyObject {
    /// The next key; nil at the end of input. With a timeout (playback), nil also when none came in time.
    func readKey(timeoutMilliseconds: Int?) -> TimelineKey?
    /// True when the last nil meant "no key in time" rather than the end of input.
    var lastReadTimedOut: Bool { get }
}

/// Turns typed bytes into timeline keys: n, Space, →, l, j forward; p, ←, h, k, Backspace back; g/Home the
/// start, G/End the end; digits then Return jump; q, Esc, Ctrl-C, Ctrl-D leave; Return or Space while
/// playing stops, `P` (or `:play`) starts playback.
struct TimelineKeyParser {
    private var digits = ""
    private var escape: [UInt8] = []

    /// Inside an escape sequence: the rest should follow at once.
    var isInsideEscape: Bool { !escape.isEmpty }

    /// Feeds one byte; returns a key once one is complete.
    mutating func feed(_ byte: UInt8) -> TimelineKey? {
        if !escape.isEmpty {
            escape.append(byte)
            if escape.count == 2 { return byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") ? nil : finishEscape(lone: true) }
            // CSI sequences end with a letter or `~`.
            if (0x40...0x7E).contains(byte) { return finishEscape(lone: false) }
            return escape.count > 8 ? finishEscape(lone: false) : nil
        }
        switch byte {
        case 0x1B:
            escape = [byte]
            return nil
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            digits.append(Character(Unicode.Scalar(byte)))
            return nil
        case 0x0D, 0x0A:
            defer { digits = "" }
            if let number = Int(digits) { return .jump(number) }
            return .next
        default:
            digits = ""
        }
        switch Character(Unicode.Scalar(byte)) {
        case "n", " ", "l", "j", "f": return .next
        case "p", "h", "k", "b", "\u{7F}", "\u{08}": return .previous
        case "g": return .first
        case "G": return .last
        case "P": return .play
        case "q", "Q", "\u{03}", "\u{04}": return .quit
        default: return nil
        }
    }

    /// A lone Esc (with nothing after it) means leave.
    mutating func flushEscape() -> TimelineKey? {
        escape.isEmpty ? nil : finishEscape(lone: true)
    }

    private mutating func finishEscape(lone: Bool) -> TimelineKey? {
        defer { escape = [] }
        if lone { return .quit }
        switch escape.last.map(Character.init(_:).self) {
        case "C", "B": return .next  // → ↓
        case "D", "A": return .previous  // ← ↑
        case "H": return .first
        case "F": return .last
        case "~":
            let code = String(decoding: escape.dropFirst(2).dropLast(), as: UTF8.self)
            switch code {
            case "1", "7": return .first
            case "4", "8": return .last
            case "5": return .previous
            case "6": return .next
            default: return nil
            }
        default: return nil
        }
    }
}

extension Character {
    fileprivate init(_ byte: UInt8) { self.init(Unicode.Scalar(byte)) }
}

/// Keys from the terminal: raw mode while the timeline runs, restored when it ends.
final class TerminalKeyReader: TimelineKeyReading {
    private var parser = TimelineKeyParser()
    private var saved = termios()
    private let isRaw: Bool
    private(set) var lastReadTimedOut = false

    init() {
        var settings = termios()
        guard tcgetattr(0, &settings) == 0 else {
            isRaw = false
            return
        }
        saved = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
        isRaw = tcsetattr(0, TCSANOW, &settings) == 0
    }

    deinit { restore() }

    func restore() {
        if isRaw { tcsetattr(0, TCSANOW, &saved) }
    }

    func readKey(timeoutMilliseconds: Int?) -> TimelineKey? {
        lastReadTimedOut = false
        while true {
            var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            // Inside an escape sequence, wait briefly for the rest: a lone Esc is a key of its own.
            let waiting = parser.isInsideEscape ? 50 : (timeoutMilliseconds.map(Int32.init) ?? -1)
            let ready = poll(&descriptor, 1, waiting)
            if ready == 0 {
                if let key = parser.flushEscape() { return key }
                lastReadTimedOut = true
                return nil
            }
            if ready < 0 {
                if errno == EINTR { continue }
                return nil
            }
            var byte: UInt8 = 0
            guard read(0, &byte, 1) == 1 else { return nil }
            if let key = parser.feed(byte) { return key }
        }
    }
}

/// A fixed list of keys, for tests and for batch playback.
final class ScriptedKeyReader: TimelineKeyReading {
    private var keys: [TimelineKey]
    private(set) var lastReadTimedOut = false

    init(_ keys: [TimelineKey]) { self.keys = keys }

    /// Keys as typed bytes (`"nn3\rq"`, `"\u{1B}[C"`).
    convenience init(typing text: String) {
        var parser = TimelineKeyParser()
        var keys = text.utf8.compactMap { parser.feed($0) }
        if let last = parser.flushEscape() { keys.append(last) }
        self.init(keys)
    }

    func readKey(timeoutMilliseconds: Int?) -> TimelineKey? {
        guard !keys.isEmpty else {
            // Playback with no more keys waits out its pace; without one, input has ended.
            lastReadTimedOut = timeoutMilliseconds != nil
            return nil
        }
        lastReadTimedOut = false
        return keys.removeFirst()
    }
}

/// Steps through an entry's timeline: every step in batch mode, or as the keys say, redrawing the step.
struct TimelinePlayer {
    let timeline: EntryTimeline
    let screen: PhoneScreen
    let io: ShellIO
    /// Clears the terminal before each picture, so the phone stays in place.
    var clearsScreen = false
    /// The pace `P` plays at, as `:timeline play` without one: slower on the presenter display.
    var playKeyPace = TimelinePlayer.pace(presenting: false)

    /// Milliseconds a step stays on screen while playing.
    static func pace(presenting: Bool) -> Int { presenting ? 800 : 400 }

    private var heights: [String: Int] { timeline.screenHeights() }
    /// Worked out once per replay: the phone keeps its scale and height from step to step.
    private let scales: [String: PhoneScale]

    init(timeline: EntryTimeline, screen: PhoneScreen, io: ShellIO, clearsScreen: Bool = false) {
        self.timeline = timeline
        self.screen = screen
        self.io = io
        self.clearsScreen = clearsScreen
        scales = timeline.phoneScales()
    }

    /// Batch mode: every step, one after the other.
    func printAll() {
        let heights = self.heights
        var state = timeline.state(afterStep: 0)
        io.out(picture(step: 0, state: state, heights: heights) + "\n")
        for (index, event) in timeline.events.enumerated() {
            state.apply(event)
            io.out("\n" + picture(step: index + 1, state: state, heights: heights) + "\n")
        }
    }

    /// Interactive: starts at `step` (or plays from it at `pace`), and returns when the keys say leave.
    func run(keys: TimelineKeyReading, startingAt step: Int = 0, playing pace: Int? = nil) {
        let heights = self.heights
        var current = max(0, min(step, timeline.stepCount))
        var state = timeline.state(afterStep: current)
        var playPace = pace
        let help = "n/→ next · p/← back · NUMBER⏎ jump · g/G start/end · P play · q leave"
        func show() {
            let prefix = clearsScreen ? "\u{1B}[H\u{1B}[2J" : "\n"
            io.out(
                prefix + picture(step: current, state: state, heights: heights) + "\n"
                    + screen.style.dim(
                        screen.unicode
                            ? help
                            : help.replacingOccurrences(of: "→", with: "->")
                                .replacingOccurrences(of: "←", with: "<-").replacingOccurrences(of: "⏎", with: " Enter")
                                .replacingOccurrences(of: "·", with: "|")) + "\n")
        }
        func go(to step: Int) {
            let target = max(0, min(step, timeline.stepCount))
            if target == current + 1 {
                state.apply(timeline.events[current])
            } else if target != current {
                state = timeline.state(afterStep: target)
            }
            current = target
        }
        show()
        while true {
            if let pace = playPace {
                let key = keys.readKey(timeoutMilliseconds: pace)
                if key == nil, keys.lastReadTimedOut {
                    guard current < timeline.stepCount else {
                        playPace = nil
                        continue
                    }
                    go(to: current + 1)
                    show()
                    continue
                }
                playPace = nil
                if key == nil || key == .quit { return }
                continue  // any other key pauses
            }
            guard let key = keys.readKey(timeoutMilliseconds: nil) else { return }
            switch key {
            case .quit: return
            case .next: go(to: current + 1)
            case .previous: go(to: current - 1)
            case .first: go(to: 0)
            case .last: go(to: timeline.stepCount)
            case .jump(let step): go(to: step)
            case .play: playPace = playKeyPace
            }
            show()
        }
    }

    private func picture(step: Int, state: TimelineState, heights: [String: Int]) -> String {
        let height = state.focusedView.flatMap { heights[$0.name] } ?? 0
        return screen.render(
            timeline, step: step, state: state, screenHeight: height,
            scale: state.focusedView.flatMap { scales[$0.name] })
    }
}
