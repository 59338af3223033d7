// Linux stand-in: CGFloat, CGSize and friends come from Foundation.
@_exported import Foundation
