// Linux Foundation lacks the UIKit/AppKit attributed-string keys that AttributedText.swift names.
import Foundation

extension NSAttributedString.Key {
    public static let font = Self("NSFont")
    public static let foregroundColor = Self("NSColor")
    public static let backgroundColor = Self("NSBackgroundColor")
    public static let ligature = Self("NSLigature")
    public static let kern = Self("NSKern")
    public static let underlineStyle = Self("NSUnderline")
    public static let underlineColor = Self("NSUnderlineColor")
    public static let strikethroughStyle = Self("NSStrikethrough")
    public static let strikethroughColor = Self("NSStrikethroughColor")
    public static let strokeColor = Self("NSStrokeColor")
    public static let strokeWidth = Self("NSStrokeWidth")
    public static let shadow = Self("NSShadow")
    public static let attachment = Self("NSAttachment")
    public static let link = Self("NSLink")
    public static let baselineOffset = Self("NSBaselineOffset")
    public static let obliqueness = Self("NSObliqueness")
    public static let expansion = Self("NSExpansion")
    public static let writingDirection = Self("NSWritingDirection")
    public static let verticalGlyphForm = Self("NSVerticalGlyphForm")
    public static let paragraphStyle = Self("NSParagraphStyle")
}
