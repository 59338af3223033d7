// Prints how long loading the embedded schemas takes.
import Foundation
import SchemaModel

let runs = 20
var durations: [Double] = []
var attributeCount = 0
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    let schema = try Schema(sources: SchemaSource.embedded)
    durations.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    attributeCount = schema.root(named: "Component")?.attributes.count ?? 0
}
durations.sort()
print(String(format: "schemas loaded %d times: median %.2f ms, fastest %.2f ms, slowest %.2f ms (Component has %d attributes)",
             runs, durations[runs / 2], durations[0], durations[runs - 1], attributeCount))
