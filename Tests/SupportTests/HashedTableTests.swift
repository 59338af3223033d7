import Testing
@testable import Support

/// The insert-only table against the standard dictionary, through growth and colliding hashes.
@Suite struct HashedTableTests {
    /// A key whose hash only its low bits set, so that many keys share slots and tags.
    private struct CollidingKey: FastHashable {
        let number: Int
        var fastHash: UInt64 { UInt64(number % 7) }
    }

    @Test func lookingUpOrInsertingAgreesWithADictionary() {
        var table = HashedTable<NumberKey, Int>(capacity: 2)
        var reference: [Int: Int] = [:]
        for step in 0..<3_000 {
            let number = (step * 7_919) % 1_201
            let key = NumberKey(number: number)
            let found = table.valueInsertingIfAbsent(step, for: key, hash: key.fastHash)
            #expect(found == reference[number])
            if found == nil { reference[number] = step }
        }
        #expect(table.count == reference.count)
        for (number, value) in reference {
            let key = NumberKey(number: number)
            #expect(table.value(for: key, hash: key.fastHash) == value)
        }
        let absent = NumberKey(number: 5_000)
        #expect(table.value(for: absent, hash: absent.fastHash) == nil)
    }

    @Test func keysOfOneHashAreToldApartByEquality() {
        var table = HashedTable<CollidingKey, String>(capacity: 0)
        for number in 0..<50 {
            let key = CollidingKey(number: number)
            #expect(table.valueInsertingIfAbsent("\(number)", for: key, hash: key.fastHash) == nil)
        }
        for number in 0..<50 {
            let key = CollidingKey(number: number)
            #expect(table.valueInsertingIfAbsent("again", for: key, hash: key.fastHash) == "\(number)")
            #expect(table.value(for: key, hash: key.fastHash) == "\(number)")
        }
        #expect(table.count == 50)
    }
}
