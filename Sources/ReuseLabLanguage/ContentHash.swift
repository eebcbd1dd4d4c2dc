/// A fast 64-bit hash of bytes: enough to tell texts apart and to notice a damaged file, not meant to resist
/// someone forging one. A start hashes every prelude text it loads and every tree file it reads (about a
/// megabyte), so it is built for speed: each step multiplies two words into a 128-bit product and folds its
/// halves together, three such lanes side by side so that the processor need not wait for one product before
/// starting the next (half an instruction a byte; the word-at-a-time mix it replaced took three).
enum ContentHash {
    static func of(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }

    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        var lanes = (keys.0 ^ UInt64(count), keys.1, keys.2)
        var offset = 0
        while offset + 48 <= count {
            lanes.0 = fold(word(offset) ^ keys.1, word(offset + 8) ^ lanes.0) ^ lanes.0
            lanes.1 = fold(word(offset + 16) ^ keys.2, word(offset + 24) ^ lanes.1) ^ lanes.1
            lanes.2 = fold(word(offset + 32) ^ keys.3, word(offset + 40) ^ lanes.2) ^ lanes.2
            offset += 48
        }
        var hash = lanes.0 ^ fold(lanes.1 ^ keys.1, lanes.2 ^ keys.2)
        while offset + 8 <= count {
            hash = fold(word(offset) ^ keys.3, hash ^ keys.0) ^ hash
            offset += 8
        }
        // The last bytes, with their number, so that trailing zero bytes still change the hash.
        var tail = UInt64(count - offset) << 56
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = fold(tail ^ keys.1, hash ^ keys.2) ^ hash
        // A final fold so that the last bytes reach every bit.
        return fold(hash ^ keys.3, UInt64(count) ^ keys.0)
    }

    /// Odd 64-bit constants with about half their bits set, so that a product mixes every bit of its factors.
    /// Computed, so that the compiler folds them into the loop rather than reading a global each step.
    private static var keys: (UInt64, UInt64, UInt64, UInt64) {
        (0xA076_1D64_78BD_642F, 0xE703_7ED1_A0B4_28DB, 0x8EBC_6AF0_9C88_C6E3, 0x5899_65CC_7537_4CC3)
    }

    /// The two halves of the full product, folded into one word.
    @inline(__always)
    private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }
}
