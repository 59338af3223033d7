#!/usr/bin/env python3
"""Writes small mutated Reactant UI files, one folder each, for the side-by-side harness:

    scripts/generator-mutants.py OUT_DIR
    scripts/generator-side-by-side.sh GENERATOR_CHECKOUT OUT_DIR/*

Each probes one rule of the generator's parsers or of the Swift it writes (docs/GENERATOR.md).
A file whose generated Swift is known not to build says so (`side-by-side: build-fails`).
"""
import os, shutil, sys
root = sys.argv[1] if len(sys.argv) > 1 else sys.exit(__doc__)
shutil.rmtree(root, ignore_errors=True)
NS = 'xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout"'
def C(body, attrs="", mark=""):
    if "type=" not in attrs: attrs = ('type="Fixture" ' + attrs).strip()
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{mark}<Component {NS}{(" " + attrs) if attrs else ""}>\n{body}\n</Component>\n'
def V(el):  # one view filling super
    return f'    {el}'
APP = '''<?xml version="1.0" encoding="UTF-8"?>
<Application>
    <Themes default="day"><day/><night/></Themes>
    <Colors><shared primary="red"/></Colors>
    <Fonts><shared title=":bold@20"/></Fonts>
</Application>
'''
cases = {}
L = 'layout:edges="super"'
def lab(attrs): return C(V(f'<Label {L} {attrs}/>'))
def view(attrs): return C(V(f'<View {L} {attrs}/>'))
# known items
cases["k1-styles-in-container"] = C(V(f'<Container {L}><styles name="Inner"><LabelStyle name="a"/></styles><Label {L}/></Container>'))
cases["k2-size-spaces"] = C(V(f'<ScrollView {L} contentSize="0 2"/>'))
cases["k2-rect-spaces"] = view('frame="0 0 10 10"')
cases["k2-insets-trailing-comma"] = C(V(f'<ScrollView {L} contentInset="0, 10,"/>'))
cases["k3-font-trailing-space"] = lab('font=":bold@17 "')
cases["k3-font-pt"] = lab('font="Helvetica@14pt"')
cases["k4-table-field-inline-cell"] = C(V(f'<PlainTableView field="list" {L}><cell><Label {L}/></cell></PlainTableView>'))
cases["k5-namespaced-element-property"] = C(V(f'<Button {L}><titleLabel.attributedText>Hi</titleLabel.attributedText></Button>'))
cases["k6-style-other-type"] = C('    <styles name="S"><LabelStyle name="a" numberOfLines="2"/></styles>\n' + V(f'<Button {L} style="a"/>'))
cases["k7-themed-style"] = C('    <styles name="S"><LabelStyle name="a" textColor="theme.primary"/></styles>\n' + V(f'<Label {L} style="a"/>'))
cases["k8-duplicate-constraint-name"] = C(V(f'<Label layout:left="c = super" layout:top="super"/>') + "\n" + V(f'<Label layout:left="c = super" layout:top="super"/>'))
cases["k9-circular-extend"] = C('    <styles name="S"><LabelStyle name="a" extend="b"/><LabelStyle name="b" extend="a"/></styles>\n' + V(f'<Label {L} style="a"/>'))
cases["k10-unknown-theme-color"] = lab('textColor="theme.nothing"')
# malformed XML: the generator's SAX delegate ignores parse errors and keeps the tree read so far
cases["x-content-after-root"] = C(V(f'<Label {L}/>')) + "junk\n"
cases["x-truncated"] = C(V(f'<Label {L}/>')).replace("</Component>\n", "")
cases["x-lt-in-attribute"] = C(V(f'<Label {L}/>') + "\n" + V(f'<Label {L} text="a < b"/>'))
cases["x-undefined-entity"] = lab('text="&nbsp;"')
cases["x-mismatched-end"] = C(V(f'<Container {L}><Label {L}/></Label>'))
# numbers
for n, v in [("inf", "inf"), ("nan", "nan"), ("exp", "1e3"), ("plus", "+0.5"), ("leading-dot", ".5"), ("trailing-dot", "1."), ("hexfloat", "0x1p-1"), ("huge", "1e40"), ("space", " 0.5")]:
    cases[f"n-float-{n}"] = view(f'alpha="{v}"')
for n, v in [("plus", "+2"), ("float", "2.0"), ("space", "2 "), ("hex", "0x2")]:
    cases[f"n-int-{n}"] = lab(f'numberOfLines="{v}"')
for n, v in [("upper", "TRUE"), ("yes", "yes"), ("one", "1")]:
    cases[f"n-bool-{n}"] = view(f'isHidden="{v}"')
    cases[f"n-rootview-{n}"] = C(V(f'<Label {L}/>'), attrs=f'rootView="{v}"')
# colors
for n, v in [("hex3", "#fff"), ("hex5", "#12345"), ("asset-modifier", "brandBlue@alpha(0.5)"), ("theme-modifier", "theme.primary@alpha(0.5)"),
             ("percent", "red@alpha(50%)"), ("label-at", "red@alpha(at: 0.5)"), ("wrong-label", "red@alpha(by: 0.5)"),
             ("empty-procedure", "red@"), ("unknown-procedure", "red@foo(1)"), ("two-params", "red@alpha(0.5, 2)"),
             ("unclosed", "red@lighter(0.2"), ("percent-float", "red@alpha(50.5%)"), ("quote", 'a&quot;b'), ("backslash", "a\\b"),
             ("space", "red "), ("upper-name", "Red"), ("hex-lower-alpha", "#ff000080"), ("modifier-on-hex8", "#ff000080@darker(0.2)")]:
    cases[f"c-color-{n}"] = view(f'backgroundColor="{v}"')
# fonts
for n, v in [("number-in-name", "Font-2@14"), ("digit-first", "3Dumb@14"), ("empty-name", "@17"), ("weight-no-size", ":bold@"),
             ("space-after-colon", ": bold@17"), ("named-no-size", "Helvetica"), ("weight-space-size", ":bold 17"),
             ("two-fonts", ":bold@17:light@12"), ("size-only", "17"), ("negative", "-3"), ("quote-name", 'My&quot;Font@12'),
             ("comma", "Helvetica,Bold@12"), ("bad-weight-case", ":Bold@17"), ("size-zero", ":bold@0")]:
    cases[f"f-font-{n}"] = lab(f'font="{v}"')
# text
for n, v in [("argument", "{{name}}"), ("backslash-d", "a\\d"), ("interpolation", "\\(x)"), ("transform-unclosed", ":uppercased(hi"),
             ("transform-trailing", ":uppercased(hi) there"), ("unknown-transform", ":shout(hi)"), ("empty-transform", ":uppercased()"),
             ("colon-text", ":hello"), ("nested", ":uppercased(:localized(key))")]:
    cases[f"t-text-{n}"] = lab(f'text="{v}"')
# dimensions
for n, a in [("size-width-only", 'contentSize="width: 100"'), ("size-three", 'contentSize="1, 2, 3"'), ("size-named-swapped", 'contentSize="height: 2, width: 1"'),
             ("size-dup-name", 'contentSize="width: 1, width: 2"'), ("size-decimal-dot", 'contentSize=".5, 1"'), ("size-exp", 'contentSize="1e2, 1"'),
             ("point-one", 'contentOffset="x: 1"'), ("point-unknown-name", 'contentOffset="a: 1, b: 2"'),
             ("insets-three", 'contentInset="1, 2, 3"'), ("insets-dup", 'contentInset="all: 5, top: 2"'), ("insets-mixed", 'contentInset="top: 5, 10"'),
             ("insets-unknown-name", 'contentInset="up: 5"'), ("insets-one", 'contentInset="5"')]:
    cases[f"d-{n}"] = C(V(f'<ScrollView {L} {a}/>'))
# styles and names
cases["s-style-double-dot"] = C('    <styles name="S"><LabelStyle name="a"/></styles>\n' + V(f'<Label {L} style="S..a"/>'))
cases["s-style-double-colon-local"] = C('    <styles name="S"><LabelStyle name="a"/></styles>\n' + V(f'<Label {L} style="::a"/>'))
cases["s-style-dot-colon"] = C(V(f'<Label {L} style="common.a:b"/>'))
cases["s-unknown-style-element"] = C('    <styles name="S"><FooStyle name="a"/></styles>\n' + V(f'<Label {L}/>'))
cases["s-component-style"] = C('    <styles name="S"><ComponentStyle name="a"/></styles>\n' + V(f'<Label {L}/>'))
cases["s-style-unknown-local"] = C(V(f'<Label {L} style="nothing"/>'))
cases["s-style-name-invalid-swift"] = C('    <styles name="S"><LabelStyle name="my-style"/></styles>\n' + V(f'<Label {L}/>'))
cases["s-styles-name-invalid-swift"] = C('    <styles name="My Styles"><LabelStyle name="a"/></styles>\n' + V(f'<Label {L}/>'))
cases["s-extend-other-type"] = C('    <styles name="S"><ButtonStyle name="b"/><LabelStyle name="a" extend="b"/></styles>\n' + V(f'<Label {L} style="a"/>'))
cases["s-extend-unknown"] = C('    <styles name="S"><LabelStyle name="a" extend="nothing"/></styles>\n' + V(f'<Label {L} style="a"/>'))
cases["s-attributed-style-unknown-attr"] = C('    <styles name="S"><attributedTextStyle name="a"><b font=":bold@12"/></attributedTextStyle></styles>\n' + V(f'<Label {L}/>'))
cases["s-access-modifier-bad"] = C('    <styles name="S"><LabelStyle name="a" accessModifier="open"/></styles>\n' + V(f'<Label {L}/>'))
# component
cases["m-accessmodifier-bad"] = C(V(f'<Label {L}/>'), attrs='accessModifier="open"')
cases["m-type-empty"] = C(V(f'<Label {L}/>'), attrs='type=""')
cases["m-type-invalid-swift"] = C(V(f'<Label {L}/>'), attrs='type="my-view"')
cases["m-type-keyword"] = C(V(f'<Label {L}/>'), attrs='type="struct"')
cases["m-extend-unknown-edge"] = C(V(f'<Label {L}/>'), attrs='rootView="true" extend="top sideways"')
cases["m-inline-without-type"] = C(V(f'<Component {L}><Label {L}/></Component>'))
cases["m-reference-without-type"] = C(V(f'<Component {L}/>'))
cases["m-view-with-child"] = C(V(f'<View {L}><Label {L}/></View>'))
cases["m-view-with-text"] = C(V(f'<View {L}>hello</View>'))
cases["m-label-with-child"] = C(V(f'<Label {L}><Button/></Label>'))
cases["m-field-invalid-swift"] = C(V(f'<Label field="my-label" {L}/>'))
cases["m-field-keyword"] = C(V(f'<Label field="class" {L}/>'))
cases["m-two-styles-sections"] = C('    <styles name="S"/>\n    <styles name="T"/>\n' + V(f'<Label {L}/>'))
cases["m-anonymous-field"] = C(V(f'<Label field="x" {L}/>'), attrs='type="Anon" anonymous="true"')
cases["m-root-field"] = C(V(f'<Label {L}/>'), attrs='field="x"')
cases["m-unknown-enum-case"] = C(V(f'<StackView {L} axis="Vertical"/>'))
cases["m-visibility"] = lab('visibility="gone"')
cases["m-tools-attr"] = lab('tools:text="x"')
cases["m-layout-id-dash"] = C(V(f'<Label layout:id="a-b" {L}/>'))
cases["m-table-no-cell"] = C(V(f'<PlainTableView {L}/>'))
cases["m-table-cell-and-inline"] = C(V(f'<PlainTableView cell="Cell" {L}><cell><Label {L}/></cell></PlainTableView>'))
cases["m-image-empty"] = C(V(f'<ImageView {L} image=""/>'))
cases["m-url-invalid"] = C(V(f'<WebView {L} url="http://a b"/>'))
cases["m-stack-axis-number"] = C(V(f'<StackView {L} spacing="abc"/>'))
cases["m-templates-unknown"] = C('    <templates name="T"><foo name="a"/></templates>\n' + V(f'<Label {L}/>'))
# style groups (files of their own)
SG = lambda body, attrs='name="grp"': f'<?xml version="1.0" encoding="UTF-8"?>\n<styleGroup {attrs} xmlns="http://schema.reactant.tech/ui">\n{body}\n</styleGroup>\n'
groups = {
 "g-no-name": SG('    <LabelStyle name="a"/>', attrs=''),
 "g-unknown-child": SG('    <Foo name="a"/>'),
 "g-root-wrong": '<?xml version="1.0"?>\n<styles name="grp"><LabelStyle name="a"/></styles>\n',
 "g-style-no-name": SG('    <LabelStyle/>'),
 "g-themed": SG('    <LabelStyle name="a" textColor="theme.primary"/>'),
 "g-bad-value": SG('    <LabelStyle name="a" numberOfLines="x"/>'),
 "g-extend-global-unknown": SG('    <LabelStyle name="a" extend="other:b"/>'),
 "g-name-invalid-swift": SG('    <LabelStyle name="a"/>', attrs='name="my-group"'),
 "g-circular": SG('    <LabelStyle name="a" extend="b"/>\n    <LabelStyle name="b" extend="a"/>'),
 "g-extend-other-type": SG('    <ButtonStyle name="b"/>\n    <LabelStyle name="a" extend="b"/>'),
}
cases["f-font-bold-only"] = lab('font=":bold"')
cases["f-font-name-only"] = lab('font="Helvetica"')
cases["s-extend-other-type"] = C('    <styles name="S"><ButtonStyle name="b"/><LabelStyle name="a" extend="b"/></styles>\n' + V(f'<Label {L} style="a"/>'))
for n, v in [("unclosed-modifier", "super offset(10"), ("negative-inset", "super inset(-5)"), ("priority-number", "super @999"),
             ("priority-semicolon", "super @high;"), ("gte", ":gte super"), ("target-dash", "my-view")]:
    cases[f"l-{n}"] = C(V(f'<Label layout:top="super" layout:left="{v}"/>'))
BUILD_FAILS = """g-name-invalid-swift s-style-name-invalid-swift s-styles-name-invalid-swift m-field-invalid-swift m-type-empty
 m-type-invalid-swift m-layout-id-dash m-anonymous-field k6-style-other-type s-extend-other-type g-extend-other-type c-color-quote
 c-color-backslash f-font-quote-name f-font-number-in-name t-text-argument t-text-backslash-d t-text-interpolation n-float-inf
 n-float-nan n-float-huge m-type-keyword s-style-dot-colon k7-themed-style k10-unknown-theme-color k8-duplicate-constraint-name""".split()
MARK = "<!-- side-by-side: build-fails -->\n"
def marked(name, text):
    if name not in BUILD_FAILS: return text
    head, rest = text.split("\n", 1)
    return head + "\n" + MARK + rest
cases = {k: marked(k, v) for k, v in cases.items()}
groups = {k: marked(k, v) for k, v in groups.items()}
for name, text in cases.items():
    os.makedirs(f"{root}/{name}", exist_ok=True)
    with open(f"{root}/{name}/{name}.ui.xml", "w") as f: f.write(text)
    if name.startswith("k7"):
        with open(f"{root}/{name}/App.hyperdrive.xml", "w") as f: f.write(APP)
for name, text in groups.items():
    os.makedirs(f"{root}/{name}", exist_ok=True)
    with open(f"{root}/{name}/{name}.styles.xml", "w") as f: f.write(text)
print(len(cases) + len(groups))
