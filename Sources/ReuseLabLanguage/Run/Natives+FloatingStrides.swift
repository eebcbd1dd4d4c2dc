/// `stride(from:to:by:)` and `stride(from:through:by:)` of `Double` and `CGFloat` (`PreludeLibrary/FloatingPoint.swift`):
/// the values Swift's `StrideTo`/`StrideThrough` give, made at once as an array like Int's strides.
extension Interpreter {
    func registerFloatingStrideNatives() {
        natives["floatingStrideTo"] = { i, c in try i.floatingStride(c, through: false) }
        natives["floatingStrideThrough"] = { i, c in try i.floatingStride(c, through: true) }
    }

    private func floatingStride(_ c: NativeCall, through: Bool) throws -> Value {
        let (start, end, step) = (try c.double("start"), try c.double("end"), try c.double("step"))
        if step == 0 { throw fatal(Diagnostics.strideOfZero, at: c.loc) }
        // Swift's index-based step: the i-th value is `start + i * step`.
        func isBeforeEnd(_ x: Double) -> Bool {
            if through { return step > 0 ? x <= end : x >= end }
            return step > 0 ? x < end : x > end
        }
        // The count, known before the values are made, is charged like Int's strides (a step per 16 values);
        // an endless one (`to: .infinity`) stops at the memory budget instead of running on.
        let span = ((end - start) / step).rounded(.down)
        let count = span.isNaN || span < 0 ? 0 : span < 1e15 ? Int(span) + 2 : Int.max
        try ensureRoom(forElements: count, loc: c.loc, growing: count)
        var result: [Value] = []
        result.reserveCapacity(Swift.min(count, 1 << 16))
        var index = 0.0
        var x = start
        while isBeforeEnd(x), result.count < count {
            result.append(.double(x))
            index += 1
            x = start + index * step
        }
        return .array(result)
    }
}
