class X: UIView {
  let a = UILabel(
  var b: “
  let c = "😀" ; var d = 1}
