import Foundation

/// Medians, because one slow run (another process waking up) should not move the figure.
enum Statistics {
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Seconds `body` took, on the monotonic clock.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        try times(body).wall
    }

    /// Wall-clock seconds, and CPU seconds of the whole process (every thread): on a busy machine the
    /// second shows what the run itself cost.
    static func times(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = processCPUSeconds()
        try body()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, processCPUSeconds() - cpuStart)
    }

    private static func processCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
