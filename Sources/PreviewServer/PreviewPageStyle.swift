/// The pages' style sheet, served as `app.css`.
enum PreviewPageStyle {
    static let source = """
        body { font: 14px -apple-system, Helvetica, Arial, sans-serif; margin: 0; color: #222; background: #f4f5f7; }
        header { display: flex; gap: 16px; align-items: center; padding: 8px 16px; background: #fff; border-bottom: 1px solid #ddd;
                 position: sticky; top: 0; z-index: 1; }
        header h1 { font-size: 16px; margin: 0; }
        .status { color: #666; margin-left: auto; }
        .status.offline { color: #d0021b; }
        main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
        main.gallery { flex-direction: column; }
        .entry h2 { font-size: 15px; margin: 0 0 8px; }
        .drawings { display: flex; gap: 24px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; background: #fff; padding: 8px; border: 1px solid #ddd; }
        figcaption { font-weight: bold; margin-bottom: 4px; }
        .problem:empty { display: none; }
        .problem { color: #d0021b; }
        aside { min-width: 240px; max-width: 360px; background: #fff; border: 1px solid #ddd; padding: 8px 12px; }
        aside pre { white-space: pre-wrap; margin: 4px 0; font-size: 12px; }
        rect.hit { fill: transparent; stroke: none; cursor: pointer; pointer-events: all; }
        rect.hit:hover { fill: rgba(58, 111, 176, 0.12); stroke: #3a6fb0; stroke-width: 1.5; }
        rect.hit.pinned { stroke: #3a6fb0; stroke-width: 2; stroke-dasharray: 4 2; }
        aside .place { font-size: 12px; color: #444; user-select: all; }
        rect.hit.cursor { fill: rgba(255, 204, 0, 0.25); stroke: #e0a800; stroke-width: 2.5; }
        """
}
