#if os(Linux)
import CMalloc
#endif

// How this process asks glibc's allocator for memory: the defaults suit short programs with one
// thread, this one reads large files and solves layouts on every core.

/// Makes each heap glibc gives a worker thread readable and writable in full when it is made
/// (64 MB of address space, no memory until touched), instead of page by page as it grows. By
/// default every page a thread's heap grows by is one `mprotect` call, which holds the
/// process's memory map exclusively and so stalls the other threads' page faults, tens of
/// thousands of times in a large document's check. Every mode gains, and the peak barely moves
/// (pages are counted once touched).
func mapThreadHeapsWhole() {
    #if os(Linux)
    _ = mallopt(M_TOP_PAD, 64 << 20)
    #endif
}

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
