import Testing
import TestSupport
@testable import ReactantAnalysis
@testable import ReactantCommands

/// The diff `--check-formatting` prints: hunks with three lines of context, merged when their
/// contexts would touch.
@Suite struct UnifiedDiffTests {
    static func lines(_ count: Int, changing changed: Set<Int> = []) -> String {
        (1...count).map { changed.contains($0) ? "L\($0)\n" : "l\($0)\n" }.joined()
    }

    @Test func distantChangesMakeTwoHunks() {
        expectLines(UnifiedDiff.diff(old: Self.lines(20), new: Self.lines(20, changing: [2, 19]), oldName: "a/x", newName: "b/x"), """
            --- a/x
            +++ b/x
            @@ -1,5 +1,5 @@
             l1
            -l2
            +L2
             l3
             l4
             l5
            @@ -16,5 +16,5 @@
             l16
             l17
             l18
            -l19
            +L19
             l20

            """)
    }

    @Test func nearChangesShareAHunkAndEqualTextsHaveNoDiff() {
        expectLines(UnifiedDiff.diff(old: Self.lines(12), new: Self.lines(12, changing: [2, 8]), oldName: "x", newName: "x"), """
            --- x
            +++ x
            @@ -1,11 +1,11 @@
             l1
            -l2
            +L2
             l3
             l4
             l5
             l6
             l7
            -l8
            +L8
             l9
             l10
             l11

            """)
        #expect(UnifiedDiff.diff(old: "a\n", new: "a\n", oldName: "x", newName: "x") == "")
        #expect(UnifiedDiff.diff(old: "a\nb\n", new: "a\n", oldName: "x", newName: "x") == "--- x\n+++ x\n@@ -1,2 +1 @@\n a\n-b\n")
    }
}
