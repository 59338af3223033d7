#if os(Linux)
import CMalloc
#endif

/// Keeps the memory the server frees for its next use instead of handing it back to the
/// system at once. A layout stage on a long document builds tableaus of tens of megabytes and
/// frees them; with glibc's defaults the next stage faults the same pages in again. Blocks up
/// to 32 MB (glibc's own ceiling for them) come from the heap rather than from mappings of
/// their own, and up to 64 MB free at the heap's top stays there: fewer page faults for a
/// somewhat higher peak. Only the long-running server asks for it: a `--check` run ends and
/// frees everything anyway.
func keepFreedMemoryForReuse() {
    #if os(Linux)
    _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
    _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
    #endif
}
