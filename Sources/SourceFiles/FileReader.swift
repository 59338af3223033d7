import Foundation
import Support

/// Reads and decodes the discovered files in parallel over the available cores; the result
/// keeps the discovery order whatever order the reads finish in.
public enum FileReader {
    /// A file read and decoded, with the diagnostics decoding produced (`xml.invalid-utf8`).
    public struct ReadFile: Sendable {
        public var source: SourceFile
        public var encodingDiagnostics: [Diagnostic]
    }

    public static func readAll(
        _ files: [DiscoveredFile],
        parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
        onFileRead: @Sendable (_ filesRead: Int) -> Void = { _ in }
    ) async -> (files: [ReadFile], problems: [PathProblem]) {
        let results = await ParallelMap.map(files, parallelism: parallelism, onFinished: onFileRead, read)
        var readFiles: [ReadFile] = []
        var problems: [PathProblem] = []
        for result in results {
            switch result {
            case .success(let file): readFiles.append(file)
            case .failure(let problem): problems.append(problem)
            }
        }
        return (readFiles, problems)
    }

    /// Reads one file and decodes it. Only regular files are read: opening does not block
    /// on a pipe, and anything else is refused.
    public static func read(_ file: DiscoveredFile) -> Result<ReadFile, PathProblem> {
        switch readBytes(atPath: file.absolutePath) {
        case .failure(let reason):
            return .failure(PathProblem(path: file.path, reason: reason.message))
        case .success(let bytes):
            let decoded = SourceDecoder.decode(bytes)
            return .success(ReadFile(
                source: SourceFile(path: file.path, absolutePath: file.absolutePath, text: decoded.text),
                encodingDiagnostics: decoded.diagnostics))
        }
    }

    struct ReadFailure: Error { var message: String }

    static func readBytes(atPath path: String) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(lastError("cannot open")) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(lastError("cannot inspect")) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(ReadFailure(message: "not a regular file"))
        }
        // One byte more than the size, so a file that grew since `fstat` is noticed and read on.
        var chunk = max(Int(status.st_size), 0) + 1
        var bytes: [UInt8] = []
        while true {
            switch readChunk(descriptor, upTo: chunk) {
            case .failure(let failure):
                return .failure(failure)
            case .success(let read):
                if bytes.isEmpty { bytes = read } else { bytes += read }
                guard read.count == chunk else { return .success(bytes) }
                chunk = max(bytes.count, 4096)
            }
        }
    }

    /// Up to `capacity` bytes, fewer only at the end of the file. The storage is not zeroed
    /// first: on a large file that would be a pass over every byte before the check starts.
    private static func readChunk(_ descriptor: Int32, upTo capacity: Int) -> Result<[UInt8], ReadFailure> {
        var failure: ReadFailure?
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < capacity {
                let received = Foundation.read(descriptor, buffer.baseAddress! + count, capacity - count)
                if received < 0 {
                    if errno == EINTR { continue }
                    failure = lastError("cannot read")
                    return
                }
                if received == 0 { return }
                count += received
            }
        }
        if let failure { return .failure(failure) }
        return .success(bytes)
    }

    private static func lastError(_ action: String) -> ReadFailure {
        ReadFailure(message: "\(action): \(String(cString: strerror(errno)))")
    }
}
