/// The pages' script, served as `app.js`: one WebSocket per component shown, each frame's
/// SVG drawings put in place with the views' boxes laid over them (hover shows a view's
/// frame and constraints, a click asks the editor to show its element), the pickers of the
/// component page, the view under the editor's cursor outlined, and on the gallery one more
/// socket whose list of components the sections follow.
enum PreviewPageScript {
    static let source = #"""
        "use strict";
        (function () {
          const token = document.body.dataset.token;
          const kind = document.body.dataset.kind;
          // "editor": a click shows the view's element in the editor; "page": no editor, the
          // page keeps the view's details and where its element is.
          const revealsInEditor = document.body.dataset.reveal === "editor";
          // The view a click kept in the details (or the URL's #view=N, from a gallery's click).
          const pinnedMatch = /^#view=(\d+)$/.exec(location.hash);
          let pinned = pinnedMatch ? Number(pinnedMatch[1]) : null;
          const status = document.getElementById("status");
          const svgNamespace = "http://www.w3.org/2000/svg";
          let open = 0;

          function setStatus(text, offline) {
            status.textContent = text;
            status.classList.toggle("offline", !!offline);
          }

          function connect(section) {
            const id = section.dataset.component;
            const state = { socket: null, highlight: null, options: kind === "gallery" ? { device: "all" } : {}, retry: 500 };
            function url() {
              let query = "component=" + encodeURIComponent(id) + "&token=" + encodeURIComponent(token);
              if (state.options.device) query += "&device=" + encodeURIComponent(state.options.device);
              if (state.options.theme) query += "&theme=" + encodeURIComponent(state.options.theme);
              return (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/socket?" + query;
            }
            function start() {
              const socket = new WebSocket(url());
              state.socket = socket;
              socket.onopen = function () { open += 1; state.retry = 500; setStatus("live"); };
              socket.onmessage = function (event) {
                const message = JSON.parse(event.data);
                if (message.type === "frame") {
                  render(section, state, message.frame);
                  document.body.dataset.revision = String(Number(document.body.dataset.revision) + 1);
                  section.dataset.revision = String(message.revision);
                  setStatus("live — " + message.frame.origin);
                } else if (message.type === "highlight") {
                  state.highlight = message.view;
                  applyHighlight(section, state);
                } else if (message.type === "error") {
                  section.querySelector(".problem").textContent = message.message;
                }
              };
              socket.onclose = function () {
                open = Math.max(0, open - 1);
                if (state.closed) return;
                setStatus("disconnected — retrying", true);
                setTimeout(start, state.retry);
                state.retry = Math.min(state.retry * 2, 10000);
              };
            }
            state.send = function (request) {
              if (state.socket && state.socket.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(request));
            };
            state.close = function () {
              state.closed = true;
              if (state.socket) state.socket.close();
            };
            start();
            return state;
          }

          // The gallery's sections follow the server's list of components: one added for a
          // new file (or a document opened), one removed, with its socket, for one gone.
          function followGallery(main) {
            const shown = new Map();
            for (const section of main.querySelectorAll("section[data-component]")) shown.set(section.dataset.component, connect(section));
            let retry = 500;
            function start() {
              const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host
                + "/gallery/socket?token=" + encodeURIComponent(token));
              socket.onopen = function () { retry = 500; };
              socket.onmessage = function (event) {
                const message = JSON.parse(event.data);
                if (message.type !== "components") return;
                const wanted = new Set(message.components.map(function (component) { return component.id; }));
                for (const [id, state] of shown) {
                  if (wanted.has(id)) continue;
                  state.close();
                  shown.delete(id);
                  const gone = main.querySelector("section[data-component=\"" + CSS.escape(id) + "\"]");
                  if (gone) gone.remove();
                }
                const sections = message.components.map(function (component) {
                  const existing = main.querySelector("section[data-component=\"" + CSS.escape(component.id) + "\"]");
                  return existing || gallerySection(component);
                });
                const empty = document.createElement("p");
                empty.className = "empty";
                empty.textContent = "No component to show yet: none of the files served here (the editor's open documents, or the folder's) is a .ui.xml component.";
                main.replaceChildren(...(sections.length ? sections : [empty]));
                for (const section of sections) {
                  if (!shown.has(section.dataset.component)) shown.set(section.dataset.component, connect(section));
                }
              };
              socket.onclose = function () {
                setTimeout(start, retry);
                retry = Math.min(retry * 2, 10000);
              };
            }
            start();
          }

          function gallerySection(component) {
            const section = document.createElement("section");
            section.className = "entry";
            section.dataset.component = component.id;
            const heading = document.createElement("h2");
            const link = document.createElement("a");
            link.href = componentLink(component.id);
            link.textContent = component.title;
            heading.appendChild(link);
            const drawings = document.createElement("div");
            drawings.className = "drawings";
            drawings.setAttribute("aria-live", "polite");
            const problem = document.createElement("p");
            problem.className = "problem";
            section.append(heading, drawings, problem);
            return section;
          }

          function fillPicker(select, choices, selected, onChoose) {
            if (!select) return;
            select.parentElement.hidden = choices.length === 0;
            const wanted = JSON.stringify(choices);
            if (select.dataset.choices !== wanted) {
              select.dataset.choices = wanted;
              select.replaceChildren();
              for (const choice of choices) {
                const option = document.createElement("option");
                option.value = choice.value;
                option.textContent = choice.label;
                select.appendChild(option);
              }
              select.onchange = function () { onChoose(select.value); };
            }
            if (selected !== undefined && selected !== null) select.value = selected;
          }

          function render(section, state, frame) {
            const drawings = section.querySelector(".drawings");
            const figures = [];
            for (const drawing of frame.drawings) {
              const figure = document.createElement("figure");
              figure.dataset.device = drawing.device;
              const caption = document.createElement("figcaption");
              caption.textContent = drawing.heading;
              figure.appendChild(caption);
              const parsed = new DOMParser().parseFromString(drawing.svg, "image/svg+xml").documentElement;
              if (parsed.namespaceURI !== svgNamespace) continue;
              const svg = document.importNode(parsed, true);
              const hits = document.createElementNS(svgNamespace, "g");
              hits.setAttribute("class", "hits");
              for (const box of drawing.views) {
                const rect = document.createElementNS(svgNamespace, "rect");
                rect.setAttribute("class", "hit");
                rect.setAttribute("x", box.x);
                rect.setAttribute("y", box.y);
                rect.setAttribute("width", Math.max(box.width, 1));
                rect.setAttribute("height", Math.max(box.height, 1));
                rect.dataset.view = String(box.view);
                const title = document.createElementNS(svgNamespace, "title");
                title.textContent = box.details.join("\n");
                rect.appendChild(title);
                rect.addEventListener("mouseenter", function () { showDetails(box); });
                rect.addEventListener("click", function (event) {
                  event.stopPropagation();
                  if (kind === "gallery" && !revealsInEditor) {
                    location.href = componentLink(section.dataset.component) + "#view=" + box.view;
                    return;
                  }
                  if (kind === "component") {
                    pinned = box.view;
                    showDetails(box);
                    applyHighlight(section, state);
                  }
                  if (revealsInEditor) state.send({ type: "reveal", view: box.view });
                });
                hits.appendChild(rect);
              }
              svg.appendChild(hits);
              figure.appendChild(svg);
              figures.push(figure);
            }
            drawings.replaceChildren(...figures);
            section.querySelector(".problem").textContent = frame.problem || "";
            if (kind === "component") {
              state.options = { device: frame.options.device, theme: frame.options.theme };
              fillPicker(document.getElementById("device"), frame.devices, frame.options.device, function (value) {
                state.options.device = value;
                state.send({ type: "options", device: state.options.device, theme: state.options.theme });
              });
              fillPicker(document.getElementById("theme"), frame.themes, frame.options.theme, function (value) {
                state.options.theme = value;
                state.send({ type: "options", device: state.options.device, theme: state.options.theme });
              });
            }
            applyHighlight(section, state);
            if (kind === "component" && pinned !== null) {
              const box = frame.drawings.flatMap(function (drawing) { return drawing.views; })
                .find(function (view) { return view.view === pinned; });
              if (box) showDetails(box);
            }
          }

          function applyHighlight(section, state) {
            for (const rect of section.querySelectorAll("rect.hit")) {
              rect.classList.toggle("cursor", state.highlight !== null && rect.dataset.view === String(state.highlight));
              rect.classList.toggle("pinned", pinned !== null && rect.dataset.view === String(pinned));
            }
          }

          function showDetails(box) {
            const details = document.getElementById("details");
            if (!details) return;
            const heading = document.createElement("h3");
            heading.textContent = box.label + (box.mark ? " (" + box.mark + ")" : "");
            const lines = document.createElement("pre");
            lines.textContent = box.details.join("\n");
            const shown = [heading, lines];
            if (box.place) {
              const place = document.createElement("p");
              place.className = "place";
              place.textContent = "Element at " + box.place;
              shown.push(place);
            }
            details.replaceChildren(...shown);
          }

          function componentLink(id) {
            return "component?component=" + encodeURIComponent(id) + "&token=" + encodeURIComponent(token);
          }

          if (kind === "gallery") {
            followGallery(document.querySelector("main.gallery"));
          } else {
            for (const section of document.querySelectorAll("section[data-component]")) connect(section);
          }
          if (!document.querySelector("section[data-component]")) setStatus("nothing to show");
        })();
        """#
}
