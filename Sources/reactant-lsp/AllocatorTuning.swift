#if canImport(Glibc)
import Glibc
#endif

/// Asks glibc's allocator to keep memory it has freed rather than hand it back to the system.
///
/// Every keystroke builds a new syntax tree and document model of a few megabytes and frees
/// the previous one. With glibc's defaults, large blocks go back to the kernel when freed and
/// the next version page-faults fresh, zeroed memory in again: measured on a 5,000-line
/// document, that was a third of the time a completion waits for its tree. A checker run
/// benefits too (fewer heap extensions). Elsewhere (other C libraries) this does nothing.
enum AllocatorTuning {
    static func keepFreedMemory() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        // Looked up at run time: `mallopt` is glibc's own, not part of the C library module.
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3  // <malloc.h>
        _ = mallopt(mmapThreshold, 32 << 20)  // glibc's maximum: blocks below it come from the heap
        _ = mallopt(trimThreshold, 256 << 20)  // return memory only when this much is free at the top
        _ = mallopt(topPad, 16 << 20)  // grow the heap in large steps
        #endif
    }
}
