/// The constraints a `UIStackView` installs for its arranged (visible) children: along the
/// axis, edge to edge with the spacing between; across it, per alignment. With `fill`, views
/// that could share out the slack equally are resized by their order, as UIKit does, so the
/// arrangement never makes them ambiguous.
extension SystemBuilder {
    /// Tie-breaking constraints sit below any priority a user can write (the lowest is 1), all
    /// at one level (each level costs the solver a row of its objective).
    static let tieBreakPriority = LayoutPriority(0.5)

    mutating func arrange(stack: Int, _ arrangement: LayoutScene.StackArrangement) {
        let children = scene.items.indices.filter { scene.items[$0].parent == stack && !scene.items[$0].isHidden }
        guard !children.isEmpty else { return }
        let source = LayoutSolution.Source.stack(item: stack)
        let horizontal = arrangement.axis == .horizontal
        let (leading, trailing): (FrameAnchor, FrameAnchor) = horizontal ? (.left, .right) : (.top, .bottom)
        let dimension: FrameAnchor = horizontal ? .width : .height
        let (crossLeading, crossTrailing): (FrameAnchor, FrameAnchor) = horizontal ? (.top, .bottom) : (.left, .right)
        let crossCenter: FrameAnchor = horizontal ? .centerY : .centerX
        let crossDimension: FrameAnchor = horizontal ? .height : .width

        // Along the axis.
        add(SolverConstraint(frameExpression(children[0], leading), .equal, frameExpression(stack, leading)), source)
        for (previous, next) in zip(children, children.dropFirst()) {
            let gap = frameExpression(next, leading) - frameExpression(previous, trailing)
            switch arrangement.distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(SolverConstraint(gap, .equal, LinearExpression(constant: arrangement.spacing)), source)
            case .equalSpacing, .equalCentering:
                add(SolverConstraint(gap, .greaterThanOrEqual, LinearExpression(constant: arrangement.spacing)), source)
                add(SolverConstraint(gap, .equal, LinearExpression(constant: arrangement.spacing),
                                     priority: Self.tieBreakPriority), source)
            }
        }
        add(SolverConstraint(frameExpression(children[children.count - 1], trailing), .equal, frameExpression(stack, trailing)), source)
        if arrangement.distribution == .fillEqually {
            for child in children.dropFirst() {
                add(SolverConstraint(frameExpression(child, dimension), .equal, frameExpression(children[0], dimension)), source)
            }
        } else {
            // An earlier child holds its size more firmly (its error weighs more), so spare room
            // goes to the last one that can take it.
            for (order, child) in children.enumerated() {
                let item = scene.items[child]
                let size = (horizontal ? item.intrinsicWidth : item.intrinsicHeight) ?? 0
                let weight = Double(children.count - order)
                add(SolverConstraint(frameExpression(child, dimension) * weight, .equal, LinearExpression(constant: size * weight),
                                     priority: Self.tieBreakPriority), source)
            }
        }

        // Across the axis. Baselines only align side by side; a vertical stack aligns leading.
        var alignment = arrangement.alignment
        if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .leading }
        for child in children {
            switch alignment {
            case .fill:
                add(SolverConstraint(frameExpression(child, crossLeading), .equal, frameExpression(stack, crossLeading)), source)
                add(SolverConstraint(frameExpression(child, crossTrailing), .equal, frameExpression(stack, crossTrailing)), source)
            case .leading:
                add(SolverConstraint(frameExpression(child, crossLeading), .equal, frameExpression(stack, crossLeading)), source)
                fitInside(child, stack, crossTrailing, towards: .lessThanOrEqual, source)
            case .trailing:
                add(SolverConstraint(frameExpression(child, crossTrailing), .equal, frameExpression(stack, crossTrailing)), source)
                fitInside(child, stack, crossLeading, towards: .greaterThanOrEqual, source)
            case .center:
                add(SolverConstraint(frameExpression(child, crossCenter), .equal, frameExpression(stack, crossCenter)), source)
                add(SolverConstraint(frameExpression(child, crossDimension), .lessThanOrEqual, frameExpression(stack, crossDimension)), source)
                add(SolverConstraint(frameExpression(child, crossDimension), .equal, frameExpression(stack, crossDimension),
                                     priority: Self.tieBreakPriority), source)
            case .firstBaseline, .lastBaseline:
                let baseline: FrameAnchor = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                add(SolverConstraint(frameExpression(child, baseline), .equal, frameExpression(children[0], baseline)), source)
                fitInside(child, stack, .top, towards: .greaterThanOrEqual, source)
                fitInside(child, stack, .bottom, towards: .lessThanOrEqual, source)
            }
        }
    }

    /// The child's edge stays inside the stack, and the stack shrinks to fit it where nothing
    /// else sizes it.
    private mutating func fitInside(
        _ child: Int, _ stack: Int, _ anchor: FrameAnchor, towards relation: LayoutRelation, _ source: LayoutSolution.Source
    ) {
        add(SolverConstraint(frameExpression(child, anchor), relation, frameExpression(stack, anchor)), source)
        add(SolverConstraint(frameExpression(child, anchor), .equal, frameExpression(stack, anchor),
                             priority: Self.tieBreakPriority), source)
    }
}
