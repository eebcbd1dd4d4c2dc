/// The typed tier's register files, one window a call, taken and given back in call order. Windows are
/// cut from chunks that never move (a caller's window stays in use while its callees take theirs), and a
/// new chunk is added only when a deeper recursion than any before needs one, so a raised `--depth`
/// costs memory only when used. Taking a window is a pointer bump: `withUnsafeTemporaryAllocation` gave
/// each call a stack buffer too, but through a closure whose captures were copied (retained) on every call.
final class TypedRegisterStack {
    private static let chunkWords = 1 << 14

    private struct Chunk {
        let base: Registers
        let end: Registers
    }

    private var chunks: [Chunk] = []
    private var current = 0
    /// The current chunk's bounds and its first free word.
    private var base: Registers
    private var end: Registers
    private var top: Registers

    init() {
        let start = Registers.allocate(capacity: Self.chunkWords)
        let chunk = Chunk(base: start, end: start + Self.chunkWords)
        chunks = [chunk]
        base = chunk.base
        end = chunk.end
        top = chunk.base
    }

    deinit {
        for chunk in chunks { chunk.base.deallocate() }
    }

    /// A window of `count` registers, uninitialized (the compiler never lets code read a register before
    /// it is written).
    @inline(__always)
    func take(_ count: Int) -> Registers {
        let window = top
        guard end - window >= count else { return takeFromNextChunk(count) }
        top = window + count
        return window
    }

    /// Gives back `window` and every window taken after it.
    @inline(__always)
    func give(back window: Registers) {
        guard window >= base, window <= end else { return giveBackToEarlierChunk(window) }
        top = window
    }

    private func takeFromNextChunk(_ count: Int) -> Registers {
        current += 1
        if current == chunks.count || chunks[current].end - chunks[current].base < count {
            let words = max(Self.chunkWords, count)
            let start = Registers.allocate(capacity: words)
            let chunk = Chunk(base: start, end: start + words)
            if current == chunks.count {
                chunks.append(chunk)
            } else {
                chunks[current].base.deallocate()
                chunks[current] = chunk
            }
        }
        base = chunks[current].base
        end = chunks[current].end
        top = base + count
        return base
    }

    private func giveBackToEarlierChunk(_ window: Registers) {
        while current > 0, !(window >= chunks[current].base && window <= chunks[current].end) { current -= 1 }
        base = chunks[current].base
        end = chunks[current].end
        top = window
    }
}
