import Simplex

/// The constraints a `UIStackView` installs for its arranged children, in the shapes UIKit
/// gives them (known from reimplementations checked constraint by constraint against it):
/// the first and last visible child on the stack's edges (inside its layout margins with
/// `isLayoutMarginsRelativeArrangement`), neighbours spaced per distribution, and every child
/// across the axis per alignment. A hidden child stays arranged: a required zero length along
/// the axis ("UISV-hiding"), half the spacing on each side of it (none at either end), so it
/// takes no room. Views that could share out spare room equally are resized by their order,
/// as UIKit does, so the arrangement never makes them ambiguous.
extension SystemBuilder {
    /// Tie-breaking constraints sit below any priority a user can write (the lowest is 1), all
    /// at one level (each level costs the solver a row of its objective).
    static let tieBreakPriority = LayoutPriority(0.5)
    /// `equalSpacing` and `equalCentering` stacks are pulled to zero length along the axis at
    /// this priority, so where nothing else sizes them they fit their content.
    static let canvasFitPriority = LayoutPriority(49)
    /// `equalCentering` prefers equal centre distances: the second at this priority, each
    /// further one a point lower (the first is the reference).
    static let equalCenteringPriority = 149.0
    /// Across the axis, alignments other than `fill` pull the stack to its content at this
    /// priority (above the canvas fit along the axis)...
    static let alignmentFitPriority = LayoutPriority(51)
    /// ...and each child's length to zero at this one, below any content size.
    static let crossSuppressionPriority = LayoutPriority(25)

    mutating func arrange(stack: Int, _ arrangement: LayoutScene.StackArrangement) {
        let arranged = scene.items.indices.filter { scene.items[$0].parent == stack }
        guard !arranged.isEmpty else { return }
        let visible = arranged.filter { !scene.items[$0].isHidden }
        let source = LayoutSolution.Source.stack(item: stack)
        let horizontal = arrangement.axis == .horizontal
        let (leading, trailing): (FrameAnchor, FrameAnchor) = horizontal ? (.left, .right) : (.top, .bottom)
        let center: FrameAnchor = horizontal ? .centerX : .centerY
        let dimension: FrameAnchor = horizontal ? .width : .height
        let margins = arrangement.layoutMargins
        let distributesGaps = arrangement.distribution == .equalSpacing || arrangement.distribution == .equalCentering

        // Along the axis: hidden children first take no room.
        for child in arranged where scene.items[child].isHidden {
            add(SolverConstraint(frameExpression(child, dimension), .equal, LinearExpression(constant: 0)), .stackHiding(item: child))
        }
        if let first = visible.first, let last = visible.last {
            add(SolverConstraint(frameExpression(first, leading), .equal, arrangementExpression(stack, leading, margins)), source)
            add(SolverConstraint(frameExpression(last, trailing), .equal, arrangementExpression(stack, trailing, margins)), source)
        }
        if scene.items[arranged[0]].isHidden {
            // Hidden children before the first visible one (or with none visible) are not tied
            // to the edge in every distribution; they show nowhere, so they are put there.
            add(SolverConstraint(frameExpression(arranged[0], leading), .equal, arrangementExpression(stack, leading, margins),
                                 priority: Self.tieBreakPriority), source)
        }
        if visible.isEmpty {
            // With every child hidden the stack folds to nothing where nothing else sizes it;
            // whether UIKit ties the hidden ones to its edges is not known, so only preferred.
            add(SolverConstraint(frameExpression(stack, dimension), .equal, LinearExpression(constant: 0),
                                 priority: Self.tieBreakPriority), source)
        }
        for (order, (previous, next)) in zip(arranged, arranged.dropFirst()).enumerated() {
            let gap = frameExpression(next, leading) - frameExpression(previous, trailing)
            let spacing = Self.spacing(
                between: previous, next, at: order + 1, of: arranged, arrangement.spacing, hidden: { self.scene.items[$0].isHidden })
            if distributesGaps {
                add(SolverConstraint(gap, .greaterThanOrEqual, LinearExpression(constant: spacing)), source)
                // UIKit leaves a hidden child anywhere in its gap; it shows nowhere, so it is put
                // at the gap's start (tied on one side only: two would trade off evenly).
                if scene.items[next].isHidden {
                    add(SolverConstraint(gap, .equal, LinearExpression(constant: spacing), priority: Self.tieBreakPriority), source)
                }
            } else {
                add(SolverConstraint(gap, .equal, LinearExpression(constant: spacing)), source)
            }
        }
        if distributesGaps {
            add(SolverConstraint(frameExpression(stack, dimension), .equal, LinearExpression(constant: 0),
                                 priority: Self.canvasFitPriority), source)
            distributeGaps(visible, equalCentering: arrangement.distribution == .equalCentering,
                           leading: leading, trailing: trailing, center: center, source)
        }
        if arrangement.distribution == .fillEqually {
            for child in visible.dropFirst() {
                add(SolverConstraint(frameExpression(child, dimension), .equal, frameExpression(visible[0], dimension)), source)
            }
        } else {
            // An earlier child holds its size more firmly (its error weighs more), so spare room
            // goes to the last one that can take it.
            for (order, child) in visible.enumerated() {
                let item = scene.items[child]
                let size = (horizontal ? item.intrinsicWidth : item.intrinsicHeight) ?? 0
                let weight = Double(visible.count - order)
                add(SolverConstraint(frameExpression(child, dimension) * weight, .equal, LinearExpression(constant: size * weight),
                                     priority: Self.tieBreakPriority), source)
            }
        }

        alignAcross(stack, arrangement, arranged: arranged, visible: visible, source)
    }

    /// The spacing UIKit puts between two neighbours (`next` at `position` in `arranged`): the
    /// stack's between visible ones; half of it between a visible and a hidden one, unless the
    /// hidden one ends the row; none between hidden ones.
    static func spacing(
        between previous: Int, _ next: Int, at position: Int, of arranged: [Int], _ spacing: Double, hidden: (Int) -> Bool
    ) -> Double {
        switch (hidden(previous), hidden(next)) {
        case (false, false): spacing
        case (true, false): position == 1 ? 0 : spacing / 2
        case (false, true): position == arranged.count - 1 ? 0 : spacing / 2
        case (true, true): 0
        }
    }

    /// `equalSpacing`: the gaps between visible neighbours are all equal, required.
    /// `equalCentering`: the distances between their centres are preferred equal, each at a
    /// lower priority than the one before.
    private mutating func distributeGaps(
        _ visible: [Int], equalCentering: Bool, leading: FrameAnchor, trailing: FrameAnchor, center: FrameAnchor,
        _ source: LayoutSolution.Source
    ) {
        guard visible.count > 2 else { return }
        let gaps = zip(visible, visible.dropFirst()).map { previous, next in
            equalCentering ? frameExpression(next, center) - frameExpression(previous, center)
                : frameExpression(next, leading) - frameExpression(previous, trailing)
        }
        for (order, gap) in gaps.enumerated().dropFirst() {
            let priority = equalCentering
                ? LayoutPriority(Swift.max(1, Self.equalCenteringPriority - Double(order - 1))) : LayoutPriority.required
            add(SolverConstraint(gap, .equal, gaps[0], priority: priority), source)
        }
    }

    /// Across the axis, per alignment. Baselines only align side by side; a vertical stack
    /// aligns leading. Other than with `fill`, the stack holds every visible child inside it and
    /// is pulled to its content at priority 51 (UIKit's alignment spanner), and each child's
    /// length across is pulled to zero at 25 ("UISV-ambiguity-suppression"), below any content
    /// size. A hidden child is aligned but does not size the stack.
    private mutating func alignAcross(
        _ stack: Int, _ arrangement: LayoutScene.StackArrangement, arranged: [Int], visible: [Int], _ source: LayoutSolution.Source
    ) {
        let horizontal = arrangement.axis == .horizontal
        let (crossLeading, crossTrailing): (FrameAnchor, FrameAnchor) = horizontal ? (.top, .bottom) : (.left, .right)
        let crossCenter: FrameAnchor = horizontal ? .centerY : .centerX
        let crossDimension: FrameAnchor = horizontal ? .height : .width
        let margins = arrangement.layoutMargins
        var alignment = arrangement.alignment
        if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .leading }
        let reference = visible.first ?? arranged[0]
        for child in arranged {
            let isHidden = scene.items[child].isHidden
            switch alignment {
            case .fill:
                add(SolverConstraint(frameExpression(child, crossLeading), .equal, arrangementExpression(stack, crossLeading, margins)), source)
                add(SolverConstraint(frameExpression(child, crossTrailing), .equal, arrangementExpression(stack, crossTrailing, margins)), source)
            case .leading:
                add(SolverConstraint(frameExpression(child, crossLeading), .equal, arrangementExpression(stack, crossLeading, margins)), source)
                if !isHidden {
                    add(SolverConstraint(frameExpression(child, crossTrailing), .lessThanOrEqual,
                                         arrangementExpression(stack, crossTrailing, margins)), source)
                }
            case .trailing:
                add(SolverConstraint(frameExpression(child, crossTrailing), .equal, arrangementExpression(stack, crossTrailing, margins)), source)
                if !isHidden {
                    add(SolverConstraint(frameExpression(child, crossLeading), .greaterThanOrEqual,
                                         arrangementExpression(stack, crossLeading, margins)), source)
                }
            case .center:
                add(SolverConstraint(frameExpression(child, crossCenter), .equal, arrangementExpression(stack, crossCenter, margins)), source)
                if !isHidden {
                    add(SolverConstraint(frameExpression(child, crossDimension), .lessThanOrEqual,
                                         arrangementExpression(stack, crossDimension, margins)), source)
                }
            case .firstBaseline, .lastBaseline:
                let baseline: FrameAnchor = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                add(SolverConstraint(frameExpression(child, baseline), .equal, frameExpression(reference, baseline)), source)
                if !isHidden {
                    add(SolverConstraint(frameExpression(child, .top), .greaterThanOrEqual, arrangementExpression(stack, .top, margins)), source)
                    add(SolverConstraint(frameExpression(child, .bottom), .lessThanOrEqual, arrangementExpression(stack, .bottom, margins)), source)
                }
            }
            if alignment != .fill {
                add(SolverConstraint(frameExpression(child, crossDimension), .equal, LinearExpression(constant: 0),
                                     priority: Self.crossSuppressionPriority), source)
            }
        }
        if alignment != .fill, !visible.isEmpty {
            add(SolverConstraint(frameExpression(stack, crossDimension), .equal, LinearExpression(constant: 0),
                                 priority: Self.alignmentFitPriority), source)
        }
    }

    /// An anchor of the box a stack arranges its children in: its frame, or its frame inset by
    /// its layout margins.
    func arrangementExpression(_ stack: Int, _ anchor: FrameAnchor, _ margins: EdgeInsets?) -> LinearExpression {
        let frame = frameExpression(stack, anchor)
        guard let margins else { return frame }
        switch anchor {
        case .left, .leading: return frame + margins.left
        case .right, .trailing: return frame - margins.right
        case .top: return frame + margins.top
        case .bottom, .firstBaseline, .lastBaseline: return frame - margins.bottom
        case .width: return frame - (margins.left + margins.right)
        case .height: return frame - (margins.top + margins.bottom)
        case .centerX: return frame + (margins.left - margins.right) / 2
        case .centerY: return frame + (margins.top - margins.bottom) / 2
        }
    }
}
