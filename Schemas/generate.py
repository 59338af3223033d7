#!/usr/bin/env python3
"""Writes ui.xsd, layout.xsd and tools.xsd from the tables below.

The schemas repeat the same property sets many times (the View set on every view, the Label set
again under `titleLabel.` and `emptyLabel.`, ...), so they are written from one table of
properties instead of by hand. Run `python3 Schemas/generate.py [OUTPUT_DIR]` after editing a table;
`.ci/conformance-schema.sh` fails when the committed schemas differ from this script's output.
"""
import os
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
UI_NS = "http://schema.reactant.tech/ui"
LAYOUT_NS = "http://schema.reactant.tech/layout"
TOOLS_NS = "http://schema.reactant.tech/tools"
ANNOTATION_NS = "http://schema.reactant.tech/annotations"

# --------------------------------------------------------------------------------------------
# Simple types. `syntax` names a value syntax that SchemaModel checks in Swift where a pattern
# cannot say everything; the pattern then only states the outline.
# --------------------------------------------------------------------------------------------

NUMBER = r"[+\-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+\-]?[0-9]+)?"
FLOAT_PATTERN = NUMBER + r"|[+\-]?0[xX][0-9a-fA-F]+(\.[0-9a-fA-F]*)?([pP][+\-]?[0-9]+)?|[+\-]?([iI][nN][fF]([iI][nN][iI][tT][yY])?|[nN][aA][nN])"

SIMPLE_TYPES = [
    # name, documentation, kind, data, syntax
    ("Bool", "A Boolean: exactly `true` or `false`.", "enum", ["true", "false"], None),
    ("LenientBool", "A lenient Boolean: a value starting with y, t or a digit 1-9 means true, anything else false.", "string", None, "lenientBool"),
    ("Int", "A whole number, as Swift's Int parses it.", "pattern", [r"[+\-]?[0-9]+"], None),
    ("Float", "A decimal number, as Swift's Float parses it.", "pattern", [FLOAT_PATTERN], "float"),
    ("RowHeight", "A row height: a number, or `auto` for automatic dimension.", "union", ["Float", "RowHeightKeyword"], None),
    ("RowHeightKeyword", "The keyword for an automatic row height.", "enum", ["auto"], None),
    ("Color", "A color: `#RRGGBB` or `#RRGGBBAA`, a system color name, `theme.NAME`, or an asset-catalog color name, optionally followed by `@modifier(...)` adjustments.",
     "pattern", [r"[^@]*(@(lighter|darker|saturated|desaturated|fadedIn|fadedOut|alpha)\([^(@]*)*"], "color"),
    ("Font", "A font: `:weight@size`, `:weight`, a size alone, `Name@size`, `Name`, or `theme.NAME`.", "string", None, "font"),
    ("Text", "Text: literal text, or the whole value wrapped in `:uppercased(...)`, `:lowercased(...)`, `:capitalized(...)` or `:localized(...)`.", "string", None, "text"),
    ("Image", "An image: an asset-catalog name or `theme.NAME`.", "string", None, None),
    ("URL", "A URL string.", "string", None, None),
    ("EdgeInsets", "Edge insets: 1 number (all), 2 (horizontal, vertical) or 4 (top, left, bottom, right), or labelled sides such as `horizontal: 20`.",
     "pattern", [r"[\sa-zA-Z:,.0-9+\-]*"], "edgeInsets"),
    ("Size", "A size: one number for both sides, or `width, height`.", "pattern", [r"[\sa-zA-Z:,.0-9+\-]*"], "size"),
    ("Point", "A point: `x, y`.", "pattern", [r"[\sa-zA-Z:,.0-9+\-]*"], "point"),
    ("Rect", "A rectangle: `x, y, width, height`.", "pattern", [r"[\sa-zA-Z:,.0-9+\-]*"], "rect"),
    ("Transform", "A space-separated list of `identity`, `rotate(degrees)`, `scale(...)` and `translate(...)`.", "string", None, "transform"),
    ("VisualEffect", "A visual effect: `blur:STYLE` or `vibrancy:STYLE`.", "enum",
     [f"{kind}:{style}" for kind in ("blur", "vibrancy") for style in ("extraLight", "light", "dark", "prominent", "regular")], None),
    ("TabStops", "Tab stops separated by `;`, each `[alignment@]location`.", "string", None, "tabStops"),
    ("ControlStateList", "Control states separated by `|` without spaces: normal, highlighted, disabled, selected, focused.", "string", None, "controlStateList"),
    ("StyleReferenceList", "Style names separated by whitespace: `name`, `group.name`, `group:name` or `:group:name`.", "string", None, "styleReferences"),
    ("ComponentTypeName", "The Swift type name of a component.", "pattern", [r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*"], "componentType"),
    ("SwiftIdentifier", "A Swift identifier.", "pattern", [r"[A-Za-z_][A-Za-z0-9_]*"], None),
    ("AccessModifier", "The access level of generated Swift code: `public` or `internal`; any other value means internal.", "union", ["AccessModifierKeyword", "xs:string"], "accessModifier"),
    ("AccessModifierKeyword", "The access levels the generator knows.", "enum", ["public", "internal"], None),
    ("RootViewExtension", "Edges the root view extends under: a whitespace list of top, left, bottom, right and all.", "string", None, "rootViewExtension"),
]

ENUMS = [
    ("ContentMode", "How a view lays out its content when its size changes.", "scaleToFill scaleAspectFit scaleAspectFill redraw center top bottom left right topLeft topRight bottomLeft bottomRight"),
    ("Visibility", "Whether the view is visible, hidden but laid out, or collapsed.", "visible hidden collapsed"),
    ("CollapseAxis", "The axis along which a collapsed view gives up its size.", "horizontal vertical both"),
    ("TextAlignment", "Horizontal alignment of text.", "left right center justified natural"),
    ("LineBreakMode", "How text that does not fit is wrapped or truncated.", "byWordWrapping byCharWrapping byClipping byTruncatingHead byTruncatingTail byTruncatingMiddle"),
    ("ActivityIndicatorStyle", "The look of an activity indicator.", "whiteLarge white gray"),
    ("AutocapitalizationType", "When the keyboard turns on the Shift key.", "none words sentences allCharacters"),
    ("AutocorrectionType", "Whether autocorrection is on while typing.", "default no yes"),
    ("SpellCheckingType", "Whether spell checking is on while typing.", "default no yes"),
    ("SmartQuotesType", "Whether straight quotes become typographic quotes.", "default no yes"),
    ("SmartDashesType", "Whether double hyphens become dashes.", "default no yes"),
    ("SmartInsertDeleteType", "Whether spaces are added or removed around pasted words.", "default no yes"),
    ("BarStyle", "The look of a bar.", "default black blackTranslucent"),
    ("ContentHorizontalAlignment", "Horizontal alignment of a control's content.", "center left right fill leading trailing"),
    ("ContentVerticalAlignment", "Vertical alignment of a control's content.", "center top bottom fill"),
    ("DatePickerMode", "What a date picker lets the user choose.", "date time dateAndTime countDownTimer"),
    ("KeyboardAppearance", "The look of the keyboard.", "default dark light"),
    ("KeyboardType", "Which keyboard appears for a text field.", "default asciiCapable numbersAndPunctuation URL numberPad phonePad namePhonePad emailAddress decimalPad twitter webSearch asciiCapableNumberPad"),
    ("StackViewAlignment", "How a stack view aligns its arranged subviews across its axis.", "fill firstBaseline lastBaseline leading trailing center"),
    ("StackViewDistribution", "How a stack view sizes its arranged subviews along its axis.", "fill fillEqually fillProportionally equalCentering equalSpacing"),
    ("LayoutAxis", "A layout axis.", "vertical horizontal"),
    ("MapType", "The kind of map shown.", "standard satellite hybrid satelliteFlyover hybridFlyover"),
    ("ProgressViewStyle", "The look of a progress view.", "default bar"),
    ("ReturnKeyType", "The title of the keyboard's return key.", "default go google join next route search send yahoo done emergencyCall continue"),
    ("ScrollIndicatorStyle", "The look of scroll indicators.", "default black white"),
    ("SearchBarStyle", "The look of a search bar.", "default minimal prominent"),
    ("SeparatorInsetReference", "What a table's separator inset is measured from.", "fromCellEdges fromAutomaticInsets"),
    ("SeparatorStyle", "How table cell separators are drawn.", "none singleLine"),
    ("TextBorderStyle", "The border drawn around a text field.", "none line bezel roundedRect"),
    ("TextFieldViewMode", "When an overlay view of a text field appears.", "never whileEditing unlessEditing always"),
    ("TextContentType", "The kind of content a text field expects, for autofill.", "none URL addressCity addressCityAndState addressState countryName creditCardNumber emailAddress familyName fullStreetAddress givenName jobTitle location middleName name namePrefix nameSuffix nickname organizationName postalCode streetAddressLine1 streetAddressLine2 sublocality telephoneNumber"),
    ("UnderlineStyle", "How an underline or strikethrough line is drawn.", "none single thick double patternDot patternDash patternDashDot patternDashDotDot byWord"),
    ("WritingDirection", "The base writing direction of attributed text.", "natural leftToRight rightToLeft"),
]

LAYOUT_TYPES = [
    ("Constraint", "Constraints in the layout language: `[condition] name = :relation target.anchor modifiers @priority`, several separated by `;`.", "string", None, "constraint"),
    ("Priority", "A layout priority: required (1000), high (750), medium (500), low (250) or a number.", "token", [r"required|high|medium|low|-?[0-9]+(\.[0-9]+)?"], None),
    ("Identifier", "A layout identifier, referenced from constraints as `id:NAME`.", "pattern", [r"[A-Za-z_][A-Za-z0-9_]*"], "layoutIdentifier"),
]

TOOLS_TYPES = [
    ("Count", "A number of example items.", "pattern", [r"\+?[0-9]+"], None),
    ("PreferredSize", "The preview size: `fill`, `wrap`, a number, or `WIDTH,HEIGHT`.", "string", None, "preferredSize"),
]

# --------------------------------------------------------------------------------------------
# Properties: name, type, documentation.
# --------------------------------------------------------------------------------------------

def props(text):
    """Parses lines `name Type documentation` into (name, type, doc) tuples."""
    result = []
    for line in text.strip().splitlines():
        name, type_name, doc = line.strip().split(" ", 2)
        result.append((name, type_name, doc))
    return result

VIEW = props("""
backgroundColor Color The view's background color.
clipsToBounds Bool Whether subviews are clipped to the view's bounds.
isUserInteractionEnabled Bool Whether touches and other events reach the view.
tintColor Color The tint color that the view and its subviews use for highlights.
isHidden Bool Whether the view is hidden.
alpha Float The view's opacity, from 0 to 1.
isOpaque Bool Whether the view promises to draw every pixel opaquely.
isMultipleTouchEnabled Bool Whether the view receives more than one touch at a time.
isExclusiveTouch Bool Whether the view is the only one receiving touches while it is touched.
autoresizesSubviews Bool Whether subviews are resized when the view's bounds change.
contentMode ContentMode How the view's content adapts to a change in its size.
translatesAutoresizingMaskIntoConstraints Bool Whether the autoresizing mask becomes Auto Layout constraints.
preservesSuperviewLayoutMargins Bool Whether the view also respects its superview's layout margins.
tag Int A number that identifies the view in code.
canBecomeFocused Bool Whether the view can receive focus.
visibility Visibility Whether the view is visible, hidden or collapsed (hidden and without size).
collapseAxis CollapseAxis The axis along which a collapsed view gives up its size.
frame Rect The view's frame in its superview's coordinates.
bounds Rect The view's bounds in its own coordinates.
layoutMargins EdgeInsets The view's layout margins.
transform Transform The affine transform applied to the view.
""")

LAYER = props("""
cornerRadius Float The radius of the layer's rounded corners.
borderWidth Float The width of the layer's border.
opacity Float The layer's opacity, from 0 to 1.
shadowOpacity Float The opacity of the layer's shadow, from 0 to 1.
shadowRadius Float The blur radius of the layer's shadow.
rasterizationScale Float The scale at which the layer is rasterized.
contentsScale Float The scale factor of the layer's contents.
zPosition Float The layer's position on the z axis.
borderColor Color The color of the layer's border.
shadowColor Color The color of the layer's shadow.
backgroundColor Color The layer's background color.
isHidden Bool Whether the layer is hidden.
masksToBounds Bool Whether sublayers are clipped to the layer's bounds.
allowsEdgeAntialiasing Bool Whether the layer's edges are antialiased.
allowsGroupOpacity Bool Whether sublayers inherit the layer's opacity as a group.
isOpaque Bool Whether the layer is fully opaque.
shouldRasterize Bool Whether the layer is rendered as a bitmap before compositing.
isDoubleSided Bool Whether the layer's back side is drawn when it faces away.
isGeometryFlipped Bool Whether the layer's geometry is flipped vertically.
contentsFormat Text The pixel format of the layer's contents.
name Text The layer's name.
contentsRect Rect The part of the contents image drawn, in unit coordinates.
contentsCenter Rect The stretchable part of the contents image, in unit coordinates.
frame Rect The layer's frame.
bounds Rect The layer's bounds.
shadowOffset Size The offset of the layer's shadow.
position Point The layer's position in its superlayer.
anchorPoint Point The point, in unit coordinates, that the layer rotates and scales around.
""")
LAYER = [("layer." + n, t, d) for (n, t, d) in LAYER]

CONTROL = props("""
isEnabled Bool Whether the control responds to the user.
isSelected Bool Whether the control is selected.
isHighlighted Bool Whether the control is highlighted.
contentVerticalAlignment ContentVerticalAlignment Vertical alignment of the control's content.
contentHorizontalAlignment ContentHorizontalAlignment Horizontal alignment of the control's content.
""")

LABEL = props("""
text Text The text the label shows.
textColor Color The color of the text.
highlightedTextColor Color The color of the text while highlighted.
shadowColor Color The color of the text's shadow.
font Font The font of the text.
numberOfLines Int The largest number of lines; 0 means no limit.
textAlignment TextAlignment Horizontal alignment of the text.
lineBreakMode LineBreakMode How text that does not fit is wrapped or truncated.
isEnabled Bool Whether the text is drawn as enabled.
isHighlighted Bool Whether the label is highlighted.
adjustsFontSizeToFitWidth Bool Whether the font shrinks so the text fits the width.
allowsDefaultTighteningForTruncation Bool Whether letter spacing tightens before the text is truncated.
minimumScaleFactor Float The smallest font scale used when shrinking text to fit.
preferredMaxLayoutWidth Float The width at which multi-line text wraps during layout.
shadowOffset Size The offset of the text's shadow.
""")

BUTTON_STATEFUL = props("""
title Text The button's title.
titleColor Color The color of the title.
backgroundColor Color The background color, drawn as an image behind the title.
titleShadowColor Color The color of the title's shadow.
image Image The image shown beside the title.
backgroundImage Image The image drawn behind the title and image.
""")

BUTTON = props("""
reversesTitleShadowWhenHighlighted Bool Whether the title shadow flips while highlighted.
adjustsImageWhenHighlighted Bool Whether the image darkens while highlighted.
adjustsImageWhenDisabled Bool Whether the image dims while disabled.
showsTouchWhenHighlighted Bool Whether a glow shows where the button is touched.
contentEdgeInsets EdgeInsets Insets around the button's whole content.
titleEdgeInsets EdgeInsets Insets around the title.
imageEdgeInsets EdgeInsets Insets around the image.
""")

CONTROL_STATES = ["normal", "highlighted", "disabled", "selected", "focused"]

TEXT_FIELD = props("""
text Text The text in the field.
placeholder Text The text shown while the field is empty.
font Font The font of the text.
placeholderFont Font The font of the placeholder.
textColor Color The color of the text.
placeholderColor Color The color of the placeholder.
textAlignment TextAlignment Horizontal alignment of the text.
minimumFontSize Float The smallest font size used when shrinking text to fit.
adjustsFontSizeToWidth Bool Whether the font shrinks so the text fits the width.
clearsOnBeginEditing Bool Whether the text is cleared when editing begins.
clearsOnInsertion Bool Whether inserted text replaces the existing text.
allowsEditingTextAttributes Bool Whether the user may change text attributes.
enablesReturnKeyAutomatically Bool Whether the return key is disabled while the field is empty.
secure Bool Whether the text is hidden, as for a password.
background Image The background image of the field.
disabledBackground Image The background image of the field while disabled.
borderStyle TextBorderStyle The border drawn around the field.
clearButtonMode TextFieldViewMode When the clear button appears.
leftViewMode TextFieldViewMode When the left overlay view appears.
rightViewMode TextFieldViewMode When the right overlay view appears.
contentEdgeInsets EdgeInsets Insets around the text.
keyboardType KeyboardType Which keyboard appears.
keyboardAppearance KeyboardAppearance The look of the keyboard.
contentType TextContentType The kind of content expected, for autofill.
returnKey ReturnKeyType The title of the return key.
autocapitalizationType AutocapitalizationType When the Shift key turns on.
autocorrectionType AutocorrectionType Whether autocorrection is on.
spellCheckingType SpellCheckingType Whether spell checking is on.
smartQuotesType SmartQuotesType Whether straight quotes become typographic quotes.
smartDashesType SmartDashesType Whether double hyphens become dashes.
smartInsertDeleteType SmartInsertDeleteType Whether spaces are adjusted around pasted words.
""")

TEXT_VIEW = props("""
text Text The text in the view.
font Font The font of the text.
textColor Color The color of the text.
textAlignment TextAlignment Horizontal alignment of the text.
textContainerInset EdgeInsets Insets between the view's edges and its text.
allowsEditingTextAttributes Bool Whether the user may change text attributes.
""")

IMAGE_VIEW = props("""
image Image The image shown.
highlightedImage Image The image shown while highlighted.
animationDuration Float The duration of one animation cycle, in seconds.
animationRepeatCount Int How many times the animation repeats; 0 means forever.
isHighlighted Bool Whether the image view is highlighted.
adjustsImageWhenAncestorFocused Bool Whether the image reacts when an ancestor gains focus.
""")

SCROLL_VIEW = props("""
contentOffset Point The point of the content shown at the view's origin.
contentSize Size The size of the scrollable content.
contentInset EdgeInsets Extra space around the content.
scrollIndicatorInsets EdgeInsets Insets of the scroll indicators.
decelerationRate Float How fast scrolling slows down after the finger lifts.
zoomScale Float The current zoom scale.
minimumZoomScale Float The smallest zoom scale.
maximumZoomScale Float The largest zoom scale.
indicatorStyle ScrollIndicatorStyle The look of the scroll indicators.
isScrollEnabled Bool Whether scrolling is enabled.
isDirectionalLockEnabled Bool Whether scrolling locks to one axis at a time.
isPagingEnabled Bool Whether scrolling stops on multiples of the view's size.
bounces Bool Whether scrolling bounces at the content's edges.
alwaysBounceVertical Bool Whether vertical bouncing happens even when the content fits.
alwaysBounceHorizontal Bool Whether horizontal bouncing happens even when the content fits.
delaysContentTouches Bool Whether touches in the content are delayed until scrolling is ruled out.
showsHorizontalScrollIndicator Bool Whether the horizontal scroll indicator shows.
showsVerticalScrollIndicator Bool Whether the vertical scroll indicator shows.
bouncesZoom Bool Whether zooming bounces past its limits.
""")

STACK_VIEW = props("""
axis LayoutAxis The axis along which subviews are arranged.
spacing Float The space between adjacent arranged subviews.
distribution StackViewDistribution How arranged subviews are sized along the axis.
alignment StackViewAlignment How arranged subviews are aligned across the axis.
isBaselineRelativeArrangement Bool Whether vertical spacing is measured from text baselines.
isLayoutMarginsRelativeArrangement Bool Whether subviews are arranged within the layout margins.
""")

ACTIVITY_INDICATOR = props("""
color Color The color of the indicator.
hidesWhenStopped Bool Whether the indicator hides when not animating.
indicatorStyle ActivityIndicatorStyle The look of the indicator.
""")

DATE_PICKER = props("""
minuteInterval Int The step between selectable minutes.
mode DatePickerMode What the picker lets the user choose.
""")

NAVIGATION_BAR = props("""
barTintColor Color The tint color of the bar's background.
backIndicatorImage Image The image of the back indicator.
backIndicatorTransitionMaskImage Image The mask used while the back indicator animates.
shadowImage Image The image of the bar's shadow.
isTranslucent Bool Whether the bar is translucent.
barStyle BarStyle The look of the bar.
""")

PAGE_CONTROL = props("""
currentPage Int The index of the current page.
numberOfPages Int The number of pages.
hidesForSinglePage Bool Whether the control hides when there is only one page.
defersCurrentPageDisplay Bool Whether the current page indicator waits for an explicit update.
pageIndicatorTintColor Color The color of the page indicators.
currentPageIndicatorTintColor Color The color of the current page indicator.
""")

SEARCH_BAR = props("""
text Text The search text.
placeholder Text The text shown while the search field is empty.
prompt Text A line of text shown above the search bar.
barTintColor Color The tint color of the bar's background.
barStyle BarStyle The look of the bar.
searchBarStyle SearchBarStyle The look of the search bar.
isTranslucent Bool Whether the bar is translucent.
showsBookmarkButton Bool Whether the bookmark button shows.
showsCancelButton Bool Whether the cancel button shows.
showsSearchResultsButton Bool Whether the search results button shows.
isSearchResultsButtonSelected Bool Whether the search results button is selected.
showsScopeBar Bool Whether the scope bar shows.
selectedScopeButtonIndex Int The index of the selected scope button.
backgroundImage Image The background image of the bar.
scopeBarBackgroundImage Image The background image of the scope bar.
""")

SEGMENTED_CONTROL = props("""
selectedSegmentIndex Int The index of the selected segment.
isMomentary Bool Whether segments spring back after being touched.
apportionsSegmentWidthsByContent Bool Whether segment widths follow their content.
""")

SLIDER = props("""
value Float The current value.
minimumValue Float The smallest value.
maximumValue Float The largest value.
isContinuous Bool Whether value changes are sent while dragging.
minimumValueImage Image The image at the minimum end.
maximumValueImage Image The image at the maximum end.
currentMinimumTrackImage Image The image of the track below the thumb.
currentMaximumTrackImage Image The image of the track above the thumb.
currentThumbImage Image The image of the thumb.
minimumTrackTintColor Color The color of the track below the thumb.
maximumTrackTintColor Color The color of the track above the thumb.
thumbTintColor Color The color of the thumb.
""")

STEPPER = props("""
value Float The current value.
minimumValue Float The smallest value.
maximumValue Float The largest value.
stepValue Float The amount one step changes the value.
isContinuous Bool Whether value changes are sent while the button is held.
autorepeat Bool Whether holding a button keeps changing the value.
wraps Bool Whether the value wraps around past its limits.
""")

SWITCH = props("""
isOn Bool Whether the switch is on.
onTintColor Color The color of the switch while on.
thumbTintColor Color The color of the thumb.
onImage Image The image shown while on.
offImage Image The image shown while off.
""")

TAB_BAR = props("""
isTranslucent Bool Whether the bar is translucent.
barStyle BarStyle The look of the bar.
barTintColor Color The tint color of the bar's background.
itemSpacing Float The space between items.
itemWidth Float The width of each item.
backgroundImage Image The background image of the bar.
shadowImage Image The image of the bar's shadow.
selectionIndicatorImage Image The image drawn behind the selected item.
""")

TABLE_VIEW = props("""
rowHeight RowHeight The height of each row: a number, or `auto` for self-sizing rows.
separatorStyle SeparatorStyle How separators between cells are drawn.
separatorColor Color The color of the separators.
separatorEffect VisualEffect The visual effect applied to the separators.
separatorInset EdgeInsets The inset of the separators.
separatorInsetReference SeparatorInsetReference What the separator inset is measured from.
sectionHeaderHeight Float The height of section headers.
sectionFooterHeight Float The height of section footers.
estimatedRowHeight Float The estimated row height, which speeds up layout.
estimatedSectionHeaderHeight Float The estimated height of section headers.
estimatedSectionFooterHeight Float The estimated height of section footers.
sectionIndexMinimumDisplayRowCount Int The number of rows from which the section index shows.
sectionIndexColor Color The text color of the section index.
sectionIndexBackgroundColor Color The background color of the section index.
sectionIndexTrackingBackgroundColor Color The background color of the section index while touched.
cellLayoutMarginsFollowReadableWidth Bool Whether cell margins follow the readable content width.
allowsSelection Bool Whether rows can be selected.
allowsMultipleSelection Bool Whether several rows can be selected at once.
allowsSelectionDuringEditing Bool Whether rows can be selected while editing.
allowsMultipleSelectionDuringEditing Bool Whether several rows can be selected while editing.
dragInteractionEnabled Bool Whether rows can be dragged.
isEditing Bool Whether the table is in editing mode.
remembersLastFocusedIndexPath Bool Whether focus returns to the last focused row.
insetsContentViewsToSafeArea Bool Whether cell content views are inset to the safe area.
""")

TOOLBAR = props("""
isTranslucent Bool Whether the bar is translucent.
barStyle BarStyle The look of the bar.
barTintColor Color The tint color of the bar's background.
""")

VISUAL_EFFECT_VIEW = props("""
effect VisualEffect The blur or vibrancy effect.
""")

WEB_VIEW = props("""
allowsMagnification Bool Whether pinching magnifies the page.
magnification Float The page's magnification factor.
allowsBackForwardNavigationGestures Bool Whether swipes navigate back and forward.
""")

MAP_VIEW = props("""
mapType MapType The kind of map shown.
isZoomEnabled Bool Whether the user can zoom.
isScrollEnabled Bool Whether the user can scroll.
isPitchEnabled Bool Whether the user can change the pitch.
isRotateEnabled Bool Whether the user can rotate the map.
showsPointsOfInterest Bool Whether points of interest show.
showsBuildings Bool Whether buildings show.
showsCompass Bool Whether the compass shows.
showsZoomControls Bool Whether zoom controls show.
showsScale Bool Whether the scale shows.
showsTraffic Bool Whether traffic shows.
showsUserLocation Bool Whether the user's location shows.
isUserLocationVisible Bool Whether the user's location is in the visible area.
""")

PROGRESS_VIEW = props("""
progress Float The progress, from 0 to 1.
progressViewStyle ProgressViewStyle The look of the progress view.
progressTintColor Color The color of the filled part.
trackTintColor Color The color of the unfilled part.
progressImage Image The image of the filled part.
trackImage Image The image of the unfilled part.
""")

SIMULATED_SEPARATOR = props("""
separatorHeight Float The height of the simulated separator between cells.
separatorColor Color The color of the simulated separator.
""")

ATTRIBUTED_TEXT = props("""
font Font The font of the text.
foregroundColor Color The color of the text.
backgroundColor Color The color behind the text.
strokeColor Color The color of the text's outline.
underlineColor Color The color of the underline.
strikethroughColor Color The color of the strikethrough line.
ligature Int Which ligatures are used: 0 none, 1 default.
verticalGlyphForm Int Whether glyphs are laid out vertically (1) or horizontally (0).
kern Float Extra space between characters, in points.
strokeWidth Float The width of the outline, as a percentage of the font size.
baselineOffset Float The offset of the text from its baseline, in points.
obliqueness Float The skew applied to the glyphs.
expansion Float The horizontal stretch applied to the glyphs.
underlineStyle UnderlineStyle How the text is underlined.
strikethroughStyle UnderlineStyle How the text is struck through.
attachment Image An image attached to the text.
link URL The URL the text links to.
writingDirection WritingDirection The base writing direction.
shadow.offset Size The offset of the text's shadow.
shadow.blurRadius Float The blur radius of the text's shadow.
shadow.color Color The color of the text's shadow.
paragraphStyle.alignment TextAlignment Horizontal alignment of the paragraph.
paragraphStyle.firstLineHeadIndent Float The indent of the first line.
paragraphStyle.headIndent Float The indent of the lines after the first.
paragraphStyle.tailIndent Float The trailing indent; negative values count from the trailing margin.
paragraphStyle.tabStops TabStops The paragraph's tab stops.
paragraphStyle.lineBreakMode LineBreakMode How lines that do not fit are wrapped or truncated.
paragraphStyle.maximumLineHeight Float The largest line height.
paragraphStyle.minimumLineHeight Float The smallest line height.
paragraphStyle.lineHeightMultiple Float The factor applied to the natural line height.
paragraphStyle.lineSpacing Float Extra space between lines.
paragraphStyle.paragraphSpacing Float Extra space after the paragraph.
paragraphStyle.paragraphSpacingBefore Float Extra space before the paragraph.
""")

# tag, documentation, own properties, whether it is a control, content kind
VIEWS = [
    ("View", "A plain view. It takes no child elements.", [], False, "none"),
    ("Container", "A view that holds other views; its children are its subviews.", [], False, "views"),
    ("Label", "A label showing one or more lines of text.", LABEL, False, "label"),
    ("Button", "A button with a title and an image for each control state.", None, True, "button"),
    ("TextField", "A single-line text field (Reactant's TextField).", TEXT_FIELD, True, "none"),
    ("TextView", "A scrollable, multi-line text view.", TEXT_VIEW, False, "none"),
    ("ImageView", "A view showing an image.", IMAGE_VIEW, False, "none"),
    ("ScrollView", "A scroll view; its children are its subviews.", SCROLL_VIEW, False, "views"),
    ("StackView", "A stack view; its children are its arranged subviews.", STACK_VIEW, False, "views"),
    ("ActivityIndicator", "A spinning activity indicator.", ACTIVITY_INDICATOR, False, "none"),
    ("DatePicker", "A date and time picker. Not available on tvOS.", DATE_PICKER, True, "none"),
    ("NavigationBar", "A navigation bar.", NAVIGATION_BAR, False, "none"),
    ("PageControl", "A row of dots showing the current page.", PAGE_CONTROL, True, "none"),
    ("PickerView", "A spinning-wheel picker. Not available on tvOS.", [], True, "none"),
    ("SearchBar", "A search bar. Not available on tvOS.", SEARCH_BAR, False, "none"),
    ("SegmentedControl", "A segmented control; segments cannot be declared in XML.", SEGMENTED_CONTROL, True, "none"),
    ("Slider", "A slider choosing a value from a range. Not available on tvOS.", SLIDER, True, "none"),
    ("Stepper", "A control that steps a value up or down. Not available on tvOS.", STEPPER, True, "none"),
    ("Switch", "An on/off switch. Not available on tvOS.", SWITCH, True, "none"),
    ("TabBar", "A tab bar.", TAB_BAR, False, "none"),
    ("TableView", "A plain UITableView.", TABLE_VIEW, False, "none"),
    ("Toolbar", "A toolbar. Not available on tvOS.", TOOLBAR, False, "none"),
    ("VisualEffectView", "A blur or vibrancy view; its children go into its content view.", VISUAL_EFFECT_VIEW, False, "views"),
    ("WebView", "A web view (WKWebView). Not available on tvOS.", WEB_VIEW, False, "none"),
    ("MapView", "A map view (MKMapView).", MAP_VIEW, False, "none"),
    ("ProgressView", "A progress bar.", PROGRESS_VIEW, False, "none"),
]

# tag, documentation, inline children, extra own properties, whether tools:sectionCount applies
TABLE_VIEWS = [
    ("PlainTableView", "Reactant's table view of cells, PlainTableView<Cell>.", ["cell"], [], False),
    ("HeaderTableView", "Reactant's table view with section headers, HeaderTableView<Header, Cell>.", ["cell", "header"], [], True),
    ("FooterTableView", "Reactant's table view with section footers, FooterTableView<Footer, Cell>.", ["cell", "footer"], [], True),
    ("SimpleTableView", "Reactant's table view with section headers and footers, SimpleTableView<Header, Cell, Footer>.", ["cell", "header", "footer"], [], True),
    ("SimulatedSeparatorTableView", "Reactant's table view drawing its own separators, SimulatedSeparatorTableView<Cell>.", ["cell"], SIMULATED_SEPARATOR, False),
]

TABLE_PART_DOC = {
    "cell": ("The component type of the table's cells. Required unless `field` is set.", "An inline definition of the cell component."),
    "header": ("The component type of the section headers. Required unless `field` is set.", "An inline definition of the section header component."),
    "footer": ("The component type of the section footers. Required unless `field` is set.", "An inline definition of the section footer component."),
}

LAYOUT_CONSTRAINTS = [
    ("leading", "Constrains the leading edge; by default to the target's leading edge."),
    ("trailing", "Constrains the trailing edge; by default to the target's trailing edge."),
    ("left", "Constrains the left edge; by default to the target's left edge."),
    ("right", "Constrains the right edge; by default to the target's right edge."),
    ("top", "Constrains the top edge; by default to the target's top edge."),
    ("bottom", "Constrains the bottom edge; by default to the target's bottom edge."),
    ("width", "Constrains the width; a number alone sets a constant width."),
    ("height", "Constrains the height; a number alone sets a constant height."),
    ("centerX", "Constrains the horizontal center."),
    ("centerY", "Constrains the vertical center."),
    ("firstBaseline", "Constrains the first text baseline."),
    ("lastBaseline", "Constrains the last text baseline."),
    ("size", "Constrains width and height together."),
    ("before", "Places the view before the target: its trailing edge to the target's leading edge."),
    ("after", "Places the view after the target: its leading edge to the target's trailing edge."),
    ("above", "Places the view above the target: its bottom edge to the target's top edge."),
    ("below", "Places the view below the target: its top edge to the target's bottom edge."),
    ("edges", "Constrains the left, right, top and bottom edges at once."),
    ("fillHorizontally", "Constrains the left and right edges at once."),
    ("fillVertically", "Constrains the top and bottom edges at once."),
    ("center", "Constrains the horizontal and vertical centers at once."),
]
LAYOUT_PRIORITIES = [
    ("compressionPriority", "The content compression resistance priority on both axes."),
    ("compressionPriority.horizontal", "The content compression resistance priority on the horizontal axis."),
    ("compressionPriority.vertical", "The content compression resistance priority on the vertical axis."),
    ("huggingPriority", "The content hugging priority on both axes."),
    ("huggingPriority.horizontal", "The content hugging priority on the horizontal axis."),
    ("huggingPriority.vertical", "The content hugging priority on the vertical axis."),
]

# --------------------------------------------------------------------------------------------
# Writing XML.
# --------------------------------------------------------------------------------------------

class Out:
    def __init__(self):
        self.lines = []
        self.depth = 0

    def line(self, text):
        self.lines.append("    " * self.depth + text)

    def open(self, text):
        self.line(text)
        self.depth += 1

    def close(self, text):
        self.depth -= 1
        self.line(text)

    def doc(self, text):
        self.open("<xs:annotation>")
        self.line(f"<xs:documentation>{escape(text)}</xs:documentation>")
        self.close("</xs:annotation>")

    def text(self):
        return "\n".join(self.lines) + "\n"


def attr(out, name, type_name, doc, extra=""):
    out.open(f'<xs:attribute name="{name}" type="{type_name}"{extra}>')
    out.doc(doc)
    out.close("</xs:attribute>")


def simple_type(out, name, doc, kind, data, syntax, prefix):
    syntax_attr = f' rui:syntax="{syntax}"' if syntax else ""
    out.open(f'<xs:simpleType name="{name}"{syntax_attr}>')
    out.doc(doc)
    if kind == "union":
        members = " ".join(m if ":" in m else f"{prefix}:{m}" for m in data)
        out.line(f'<xs:union memberTypes="{members}"/>')
    else:
        base = "xs:token" if kind == "token" else "xs:string"
        if kind == "string":
            out.line(f'<xs:restriction base="{base}"/>')
        else:
            out.open(f'<xs:restriction base="{base}">')
            for value in data:
                facet = "enumeration" if kind == "enum" else "pattern"
                out.line(f'<xs:{facet} value="{escape(value, {chr(34): "&quot;"})}"/>')
            out.close("</xs:restriction>")
    out.close("</xs:simpleType>")


def schema_header(out, namespace, prefix, extra_ns="", extra_attributes=""):
    out.line('<?xml version="1.0" encoding="UTF-8"?>')
    out.line("<!-- Generated by Schemas/generate.py; edit the tables there and run it again. -->")
    out.open(
        f'<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"\n'
        f'           xmlns:{prefix}="{namespace}"\n'
        f'           xmlns:rui="{ANNOTATION_NS}"{extra_ns}\n'
        f'           targetNamespace="{namespace}"\n'
        f'           elementFormDefault="qualified"\n'
        f'           attributeFormDefault="unqualified"{extra_attributes}>'
    )


def attribute_group(out, name, doc, attributes, refs=()):
    out.open(f'<xs:attributeGroup name="{name}">')
    out.doc(doc)
    for (n, t, d, *extra) in attributes:
        attr(out, n, t if ":" in t else f"ui:{t}", d, extra[0] if extra else "")
    for ref in refs:
        out.line(f'<xs:attributeGroup ref="{ref}"/>')
    out.close("</xs:attributeGroup>")


def prefixed(prefix, owner, attributes):
    return [(f"{prefix}.{n}", t, f"{d[:-1]}, on the {owner}.") for (n, t, d) in attributes]


def view_property_groups(tag):
    """The own properties of a view tag and the shared groups it references."""
    for (t, _, own, control, _) in VIEWS:
        if t == tag:
            refs = ["ui:BaseViewProperties", "ui:LayerProperties"] + (["ui:ControlProperties"] if control else [])
            return (own or []), refs
    raise KeyError(tag)


def button_property_groups():
    """Button: the stateful properties with one variant per control state, and its prefixed sets."""
    stateful = [p for p in BUTTON_STATEFUL if p[0] != "backgroundColor"]
    variants = [
        (f"{n}.{state}", t, f"{d[:-1]}, in the {state} state. More states may follow, e.g. `.highlighted.selected`.",
         f' rui:controlState="{state}"')
        for (n, t, d) in BUTTON_STATEFUL for state in CONTROL_STATES
    ]
    refs = ["ui:BaseViewProperties", "ui:LayerProperties", "ui:ControlProperties", "ui:TitleLabelProperties", "ui:ImageViewPrefixedProperties"]
    return stateful + variants + BUTTON, refs


def write_ui():
    out = Out()
    schema_header(out, UI_NS, "ui",
                  f'\n           xmlns:layout="{LAYOUT_NS}"\n           xmlns:tools="{TOOLS_NS}"')
    out.doc("Reactant UI: components declared in `.ui.xml` files and shared styles in `.styles.xml` files.")
    out.line(f'<xs:import namespace="{LAYOUT_NS}" schemaLocation="layout.xsd"/>')
    out.line(f'<xs:import namespace="{TOOLS_NS}" schemaLocation="tools.xsd"/>')
    out.line("")

    out.line("<!-- Value types -->")
    for spec in SIMPLE_TYPES:
        simple_type(out, *spec, prefix="ui")
    out.line("")
    out.line("<!-- Enumerations -->")
    for (name, doc, values) in ENUMS:
        simple_type(out, name, doc, "enum", values.split(), None, "ui")
    out.line("")

    out.line("<!-- Property sets -->")
    all_tags = [v[0] for v in VIEWS] + [t[0] for t in TABLE_VIEWS] + ["Component"]
    attribute_group(out, "BaseViewProperties", "The properties every view has.", VIEW)
    attribute_group(out, "LayerProperties", "The properties of a view's layer, written `layer.NAME`.", LAYER)
    attribute_group(out, "ControlProperties", "The properties every control has.", CONTROL)
    attribute_group(out, "TitleLabelProperties", "A button's title label, written `titleLabel.NAME`.",
                    prefixed("titleLabel", "title label", VIEW + LAYER + LABEL))
    attribute_group(out, "ImageViewPrefixedProperties", "A button's image view, written `imageView.NAME`.",
                    prefixed("imageView", "image view", VIEW + LAYER + IMAGE_VIEW))
    attribute_group(out, "ReactantTableViewProperties",
                    "The properties of Reactant's table views: only through the `tableView.`, `emptyLabel.` and `loadingIndicator.` prefixes.",
                    prefixed("tableView", "table view", VIEW + LAYER + TABLE_VIEW)
                    + prefixed("emptyLabel", "label shown while the table is empty", VIEW + LAYER + LABEL)
                    + prefixed("loadingIndicator", "loading indicator", VIEW + LAYER + ACTIVITY_INDICATOR))
    for (tag, _, _, _, _) in VIEWS:
        own, refs = button_property_groups() if tag == "Button" else view_property_groups(tag)
        attribute_group(out, f"{tag}Properties", f"The properties of {tag}.", own, refs)
    for (tag, _, _, own, _) in TABLE_VIEWS:
        attribute_group(out, f"{tag}Properties", f"The properties of {tag}.", own, ["ui:ReactantTableViewProperties"])
    attribute_group(out, "ComponentProperties", "The properties of a component's own view.", [], ["ui:BaseViewProperties", "ui:LayerProperties"])
    attribute_group(out, "AttributedTextProperties", "The attributes of attributed text and its parts.", ATTRIBUTED_TEXT)
    attribute_group(out, "ViewBinding", "Binds the element to the component's Swift code and applies styles.", [
        ("field", "SwiftIdentifier", "The name of an existing property of the component that this view is assigned to; its type must be the element's runtime type."),
        ("style", "StyleReferenceList", "The styles applied to this view, in order: `name` for a local style, `group:name` for a shared one."),
    ], refs=["layout:LayoutAttributes"])
    attribute_group(out, "ComponentDefinitionAttributes", "The attributes that define a component.", [
        ("type", "ComponentTypeName", "The Swift type of the component; by default the file name without `.ui.xml`."),
        ("rootView", "LenientBool", "Whether the component is a root view, adding RootView conformance."),
        ("extend", "RootViewExtension", "Edges a root view extends under (top, left, bottom, right, all); only with `rootView`."),
        ("anonymous", "LenientBool", "Whether the generated class is empty, for a component without Swift code of its own."),
        ("accessModifier", "AccessModifier", "The access level of the generated code: `public` or `internal`."),
    ], refs=["tools:DesignTimeComponentAttributes"])
    out.line("")

    out.line("<!-- Groups of child elements -->")
    out.open('<xs:group name="Views">')
    out.doc("The view elements a component or container may hold.")
    out.open("<xs:choice>")
    for (tag, doc, *_rest) in VIEWS:
        element(out, tag, f"ui:{tag}Element", doc)
    for (tag, doc, *_rest) in TABLE_VIEWS:
        element(out, tag, f"ui:{tag}Element", doc)
    element(out, "Component", "ui:ComponentReference",
            "Another component: a reference with `type`, or, with children, an inline definition.")
    out.line('<xs:element ref="ui:Extension"/>')
    out.close("</xs:choice>")
    out.close("</xs:group>")

    out.open('<xs:element name="Extension" abstract="true">')
    out.doc("The head of a substitution group: an extra schema adds a view element wherever views may go by declaring it with substitutionGroup=\"ui:Extension\".")
    out.close("</xs:element>")

    out.open('<xs:group name="ComponentContent">')
    out.doc("What a component's body holds: views plus at most one `styles` and one `templates`.")
    out.open('<xs:choice>')
    out.line('<xs:group ref="ui:Views"/>')
    element(out, "styles", "ui:Styles", "The component's local styles.")
    element(out, "templates", "ui:Templates", "The component's attributed-text templates.")
    out.close("</xs:choice>")
    out.close("</xs:group>")

    out.open('<xs:group name="StyleDefinitions">')
    out.doc("Style definitions: one `XStyle` element per element tag, and `attributedTextStyle`.")
    out.open("<xs:choice>")
    for tag in all_tags:
        element(out, f"{tag}Style", f"ui:{tag}StyleDefinition", f"A style for {tag} elements; it takes {tag}'s properties.")
    element(out, "attributedTextStyle", "ui:AttributedTextStyle",
            "A style for attributed text; its children are freely named parts such as `<b>`, each with its own attributes.")
    out.close("</xs:choice>")
    out.close("</xs:group>")
    out.line("")

    out.line("<!-- Component -->")
    out.open('<xs:complexType name="ComponentDefinition" rui:otherChildren="rejected">')
    out.doc("A component definition: its own view's properties and its body.")
    out.line('<xs:group ref="ui:ComponentContent" minOccurs="0" maxOccurs="unbounded"/>')
    out.line('<xs:attributeGroup ref="ui:ComponentDefinitionAttributes"/>')
    out.line('<xs:attributeGroup ref="ui:ComponentProperties"/>')
    out.close("</xs:complexType>")

    out.open('<xs:complexType name="ComponentReference" rui:otherChildren="rejected">')
    out.doc("A use of another component inside this one; with children it is an inline definition, which then needs `type`.")
    out.line('<xs:group ref="ui:ComponentContent" minOccurs="0" maxOccurs="unbounded"/>')
    attr(out, "type", "ui:ComponentTypeName", "The Swift type of the referenced component; required unless `field` is set.")
    attr(out, "anonymous", "ui:LenientBool", "For an inline definition: whether the generated class is empty.")
    out.line('<xs:attributeGroup ref="ui:ViewBinding"/>')
    out.line('<xs:attributeGroup ref="ui:ComponentProperties"/>')
    out.close("</xs:complexType>")

    out.open('<xs:element name="Component" type="ui:ComponentDefinition">')
    out.doc("The root of a `.ui.xml` file: one component, generated as a Swift class.")
    out.close("</xs:element>")
    out.open('<xs:element name="styleGroup" type="ui:StyleGroup">')
    out.doc("The root of a `.styles.xml` file: styles shared by every component as `NAMEStyles`.")
    out.close("</xs:element>")
    out.line("")

    out.line("<!-- Styles and templates -->")
    out.open('<xs:complexType name="Styles" rui:otherChildren="rejected">')
    out.doc("Styles local to the component.")
    out.line('<xs:group ref="ui:StyleDefinitions" minOccurs="0" maxOccurs="unbounded"/>')
    attr(out, "name", "ui:SwiftIdentifier", "The name of the generated Swift styles namespace; `Styles` by default.")
    out.close("</xs:complexType>")

    out.open('<xs:complexType name="StyleGroup" rui:otherChildren="rejected">')
    out.doc("Styles shared across components.")
    out.line('<xs:group ref="ui:StyleDefinitions" minOccurs="0" maxOccurs="unbounded"/>')
    attr(out, "name", "ui:SwiftIdentifier", "The group's name: styles are referenced as `NAME:style` and generated into `NAMEStyles`.", ' use="required"')
    attr(out, "accessModifier", "ui:AccessModifier", "The access level of the generated code: `public` or `internal`.")
    out.close("</xs:complexType>")

    out.open('<xs:attributeGroup name="StyleAttributes">')
    out.doc("The attributes every style definition takes.")
    attr(out, "name", "ui:SwiftIdentifier", "The style's name.", ' use="required"')
    attr(out, "extend", "ui:StyleReferenceList", "Styles this one builds on: `name`, `group:name` or `:group:name`, separated by spaces.")
    attr(out, "accessModifier", "ui:AccessModifier", "The access level of the generated style: `public` or `internal`.")
    out.close("</xs:attributeGroup>")

    for tag in all_tags:
        out.open(f'<xs:complexType name="{tag}StyleDefinition">')
        out.doc(f"A style for {tag} elements.")
        out.line('<xs:attributeGroup ref="ui:StyleAttributes"/>')
        out.line(f'<xs:attributeGroup ref="ui:{tag}Properties"/>')
        out.close("</xs:complexType>")

    out.open('<xs:complexType name="AttributedTextStyle">')
    out.doc("A style for attributed text, with shared attributes and freely named parts.")
    any_part(out)
    out.line('<xs:attributeGroup ref="ui:StyleAttributes"/>')
    out.line('<xs:attributeGroup ref="ui:AttributedTextProperties"/>')
    out.close("</xs:complexType>")

    out.open('<xs:complexType name="AttributedTextPart" mixed="true">')
    out.doc("A freely named part of attributed text, such as `<b>`; parts nest.")
    any_part(out)
    out.line('<xs:attributeGroup ref="ui:AttributedTextProperties"/>')
    out.close("</xs:complexType>")

    out.open('<xs:complexType name="Templates" rui:otherChildren="rejected">')
    out.doc("Attributed-text templates, generated as Swift functions.")
    out.open("<xs:sequence>")
    element(out, "attributedText", "ui:AttributedTextTemplate",
            "A template: attributed text whose `{{name}}` placeholders become String parameters.", ' minOccurs="0" maxOccurs="unbounded"')
    out.close("</xs:sequence>")
    attr(out, "name", "ui:SwiftIdentifier", "The name of the generated Swift templates namespace; `Templates` by default.")
    out.close("</xs:complexType>")

    out.open('<xs:complexType name="AttributedTextTemplate" mixed="true">')
    out.doc("An attributed-text template.")
    any_part(out)
    attr(out, "name", "ui:SwiftIdentifier", "The name of the generated template function.", ' use="required"')
    attr(out, "style", "ui:StyleReferenceList", "The attributed-text styles applied to the template.")
    attr(out, "extend", "ui:StyleReferenceList", "Attributed-text styles the template builds on.")
    out.line('<xs:attributeGroup ref="ui:AttributedTextProperties"/>')
    out.close("</xs:complexType>")

    out.open('<xs:complexType name="AttributedText" mixed="true">')
    out.doc("Attributed text: text mixed with freely named, nestable part tags.")
    any_part(out)
    attr(out, "style", "ui:StyleReferenceList", "The attributed-text styles applied to this text.")
    out.line('<xs:attributeGroup ref="ui:AttributedTextProperties"/>')
    out.close("</xs:complexType>")

    out.open('<xs:complexType name="AttributedTitle" mixed="true">')
    out.doc("A button's attributed title for some control states.")
    any_part(out)
    attr(out, "state", "ui:ControlStateList", "The control states this title is for, separated by `|` without spaces; normal by default.")
    attr(out, "style", "ui:StyleReferenceList", "The attributed-text styles applied to this title.")
    out.line('<xs:attributeGroup ref="ui:AttributedTextProperties"/>')
    out.close("</xs:complexType>")
    out.line("")

    out.line("<!-- View elements -->")
    for (tag, doc, _own, _control, content) in VIEWS:
        policy = ' rui:otherChildren="rejected"' if content in ("views", "none") and tag in ("View", "Container", "ScrollView", "StackView", "VisualEffectView") else ""
        out.open(f'<xs:complexType name="{tag}Element"{policy}>')
        out.doc(doc)
        if content == "views":
            out.line('<xs:group ref="ui:Views" minOccurs="0" maxOccurs="unbounded"/>')
        elif content == "label":
            out.open("<xs:sequence>")
            element(out, "attributedText", "ui:AttributedText", "The label's attributed text, replacing `text`.", ' minOccurs="0"')
            out.close("</xs:sequence>")
        elif content == "button":
            out.open("<xs:sequence>")
            element(out, "attributedTitle", "ui:AttributedTitle", "An attributed title for the states named in `state`.", ' minOccurs="0" maxOccurs="unbounded"')
            element(out, "titleLabel.attributedText", "ui:AttributedText",
                    "Attributed text set on the button's title label (`titleLabel?.attributedText`).", ' minOccurs="0"')
            out.close("</xs:sequence>")
        out.line('<xs:attributeGroup ref="ui:ViewBinding"/>')
        out.line(f'<xs:attributeGroup ref="ui:{tag}Properties"/>')
        out.close("</xs:complexType>")

    for (tag, doc, parts, _own, sections) in TABLE_VIEWS:
        out.open(f'<xs:complexType name="{tag}Element">')
        out.doc(doc)
        out.open("<xs:all>")
        for part in parts:
            element(out, part, "ui:ComponentDefinition", TABLE_PART_DOC[part][1], ' minOccurs="0"')
        element(out, "emptyLabel.attributedText", "ui:AttributedText",
                "Attributed text of the label shown while the table has no rows.", ' minOccurs="0"')
        out.close("</xs:all>")
        for part in parts:
            attr(out, part, "ui:ComponentTypeName", TABLE_PART_DOC[part][0])
        out.line('<xs:attributeGroup ref="ui:ViewBinding"/>')
        out.line(f'<xs:attributeGroup ref="tools:DesignTime{"Sectioned" if sections else ""}TableAttributes"/>')
        out.line(f'<xs:attributeGroup ref="ui:{tag}Properties"/>')
        out.close("</xs:complexType>")

    out.close("</xs:schema>")
    return out.text()


def any_part(out):
    out.open("<xs:sequence>")
    out.line('<xs:any namespace="##targetNamespace" processContents="lax" minOccurs="0" maxOccurs="unbounded" rui:childType="ui:AttributedTextPart"/>')
    out.close("</xs:sequence>")


def element(out, name, type_name, doc, extra=""):
    out.open(f'<xs:element name="{name}" type="{type_name}"{extra}>')
    out.doc(doc)
    out.close("</xs:element>")


def write_layout():
    out = Out()
    # The generator stops at any `layout:` name it does not know.
    schema_header(out, LAYOUT_NS, "layout", extra_attributes='\n           rui:unknownAttributes="rejected"')
    out.doc("Reactant UI layout: the `layout:` attributes that place a view with Auto Layout constraints.")
    for spec in LAYOUT_TYPES:
        simple_type(out, *spec, prefix="layout")
    attr(out, "id", "layout:Identifier", "Names the view for constraints: `id:NAME` refers to it, and the generated variable is `named_NAME`.")
    for (name, doc) in LAYOUT_CONSTRAINTS:
        attr(out, name, "layout:Constraint", doc)
    for (name, doc) in LAYOUT_PRIORITIES:
        attr(out, name, "layout:Priority", doc)
    out.open('<xs:attributeGroup name="LayoutAttributes">')
    out.doc("Every `layout:` attribute; any other `layout:` name is an error.")
    for name in ["id"] + [n for (n, _) in LAYOUT_CONSTRAINTS] + [n for (n, _) in LAYOUT_PRIORITIES]:
        out.line(f'<xs:attribute ref="layout:{name}"/>')
    out.close("</xs:attributeGroup>")
    out.close("</xs:schema>")
    return out.text()


def write_tools():
    out = Out()
    schema_header(out, TOOLS_NS, "tools")
    out.doc("Reactant UI design-time attributes (`tools:`), read only by previews. Files usually leave the `tools` prefix undeclared.")
    for spec in TOOLS_TYPES:
        simple_type(out, *spec, prefix="tools")
    attr(out, "preferredSize", "tools:PreferredSize", "The size of the component in previews: `fill`, `wrap`, a number, or `WIDTH,HEIGHT`.")
    attr(out, "exampleCount", "tools:Count", "How many example cells previews show.")
    attr(out, "sectionCount", "tools:Count", "How many example sections previews show.")
    out.open('<xs:attributeGroup name="DesignTimeComponentAttributes">')
    out.doc("Design-time attributes of a component definition.")
    out.line('<xs:attribute ref="tools:preferredSize"/>')
    out.close("</xs:attributeGroup>")
    out.open('<xs:attributeGroup name="DesignTimeTableAttributes">')
    out.doc("Design-time attributes of a table view.")
    out.line('<xs:attribute ref="tools:exampleCount"/>')
    out.close("</xs:attributeGroup>")
    out.open('<xs:attributeGroup name="DesignTimeSectionedTableAttributes">')
    out.doc("Design-time attributes of a table view with sections.")
    out.line('<xs:attribute ref="tools:exampleCount"/>')
    out.line('<xs:attribute ref="tools:sectionCount"/>')
    out.close("</xs:attributeGroup>")
    out.close("</xs:schema>")
    return out.text()


if __name__ == "__main__":
    import sys
    target = sys.argv[1] if len(sys.argv) > 1 else HERE
    for name, text in (("ui.xsd", write_ui()), ("layout.xsd", write_layout()), ("tools.xsd", write_tools())):
        with open(os.path.join(target, name), "w", encoding="utf-8") as f:
            f.write(text)
