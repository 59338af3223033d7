/// Optimal string alignment distance over the full table: the plain reference that the tests of
/// the bounded did-you-mean searches compare against.
public func plainDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    let width = b.count + 1
    var table = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in 0...a.count { table[i * width] = i }
    for j in 0...b.count { table[j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
        for j in stride(from: 1, through: b.count, by: 1) {
            var value = min(table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1,
                            table[(i - 1) * width + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                value = min(value, table[(i - 2) * width + j - 2] + 1)
            }
            table[i * width + j] = value
        }
    }
    return table[a.count * width + b.count]
}
