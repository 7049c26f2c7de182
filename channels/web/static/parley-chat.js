// Parley's web chat widget: speaks Direct Line 3.0 to the server that serves this page.
// A WebSocket stream delivers activities; if it drops, the widget polls by watermark until it can reconnect.
(function () {
  "use strict";
  var STORE_KEY = "parley.conversation";
  var log = document.getElementById("parley-log");
  var statusEl = document.getElementById("parley-status");
  var form = document.getElementById("parley-form");
  var input = document.getElementById("parley-text");
  var suggestions = document.getElementById("parley-suggestions");
  var session = null;       // {conversationId, token, userId}
  var watermark = 0;
  var seen = {};            // activity id -> element
  var pending = {};         // clientActivityID -> element
  var socket = null;
  var pollTimer = null;

  function setStatus(text) { statusEl.textContent = text; }

  function api(method, path, body) {
    var headers = { "Content-Type": "application/json" };
    if (session && session.token) headers.Authorization = "Bearer " + session.token;
    return fetch(path, { method: method, headers: headers, body: body ? JSON.stringify(body) : undefined })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (data) {
          if (!response.ok) {
            var message = (data && data.error && data.error.message) || ("HTTP " + response.status);
            var error = new Error(message); error.status = response.status; error.code = data && data.error && data.error.code;
            error.retryAfter = parseInt(response.headers.get("Retry-After") || "", 10) || 0;
            throw error;
          }
          return data;
        });
      });
  }

  function scrollDown() { log.scrollTop = log.scrollHeight; }

  function showError(text) {
    var item = document.createElement("li");
    item.className = "parley-msg error";
    item.textContent = text;
    log.appendChild(item); scrollDown();
  }

  function renderCards(item, activity) {
    (activity.attachments || []).forEach(function (attachment) {
      var content = attachment.content || {};
      var card = document.createElement("div");
      card.className = "parley-card";
      if (content.title) { var t = document.createElement("div"); t.className = "parley-card-title"; t.textContent = content.title; card.appendChild(t); }
      if (content.subtitle) { var s = document.createElement("div"); s.textContent = content.subtitle; card.appendChild(s); }
      if (content.text) { var x = document.createElement("div"); x.textContent = content.text; card.appendChild(x); }
      item.appendChild(card);
    });
  }

  // Maps: the land outline shipped with the page (static/vendor/land-110m.json, Natural Earth) in Web Mercator,
  // fitted to the places with padding and a minimum extent (the same rules as parley.channels.maps.view).
  // Nearby places share one marker with a count; labels that would overlap another are left off, and every
  // marker names its places on hover and shows them (title, date, place) when clicked.
  var SVG_NS = "http://www.w3.org/2000/svg";
  var MAP_W = 360, MAP_H = 220, MAX_LAT = 80, MIN_SPAN = 12, PAD = 0.2, CLUSTER_PX = 18;
  var outline = null;

  function landOutline() {
    if (!outline) {
      outline = fetch("/static/vendor/land-110m.json")
        .then(function (response) { if (!response.ok) throw new Error("HTTP " + response.status); return response.json(); })
        .catch(function () { outline = null; return null; });
    }
    return outline;
  }

  function mercatorY(lat) {
    var phi = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI / 180;
    return Math.log(Math.tan(Math.PI / 4 + phi / 2)) * 180 / Math.PI;
  }

  function fitView(points, width, height) {
    var xs = points.map(function (p) { return p.lon; });
    var east = xs.map(function (lon) { return ((lon % 360) + 360) % 360; });  // across the date line
    if (Math.max.apply(null, east) - Math.min.apply(null, east) < Math.max.apply(null, xs) - Math.min.apply(null, xs)) xs = east;
    var ys = points.map(function (p) { return mercatorY(p.lat); });
    var minX = Math.min.apply(null, xs), maxX = Math.max.apply(null, xs), minY = Math.min.apply(null, ys), maxY = Math.max.apply(null, ys);
    var aspect = width / height, worldY = mercatorY(MAX_LAT);
    var spanX = Math.max(maxX - minX, MIN_SPAN) * (1 + 2 * PAD), spanY = Math.max(maxY - minY, MIN_SPAN) * (1 + 2 * PAD);
    spanX = Math.min(Math.max(spanX, spanY * aspect), 360, 2 * worldY * aspect);
    spanY = spanX / aspect;
    var cx = spanX >= 360 ? 0 : (minX + maxX) / 2;
    var cy = Math.max(-worldY + spanY / 2, Math.min(worldY - spanY / 2, (minY + maxY) / 2));
    var scale = width / spanX;
    return {
      west: cx - spanX / 2, east: cx + spanX / 2,
      x: function (lon) { return width / 2 + (lon - cx) * scale; },  // outline vertices: already unwrapped
      px: function (lon) { return width / 2 + ((((lon - cx + 180) % 360) + 360) % 360 - 180) * scale; },  // places
      y: function (my) { return height / 2 - (my - cy) * scale; }
    };
  }

  function landPath(geometry, view) {
    var parts = [];
    [-360, 0, 360].forEach(function (shift) {
      if (view.east < -180 + shift || view.west > 180 + shift) return;
      geometry.coordinates.forEach(function (polygon) {
        polygon.forEach(function (ring) {
          var d = [], minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
          ring.forEach(function (vertex, n) {
            var x = view.x(vertex[0] + shift), y = view.y(mercatorY(vertex[1]));
            minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
            d.push((n ? "L" : "M") + x.toFixed(1) + " " + y.toFixed(1));
          });
          if (maxX >= 0 && minX <= MAP_W && maxY >= 0 && minY <= MAP_H) parts.push(d.join("") + "Z");
        });
      });
    });
    return parts.join("");
  }

  // Markers closer than CLUSTER_PX merge, the closest pair first, until no two are that close (as in
  // parley.channels.maps.view.clusters); a merged marker sits at the mean of its places.
  function clusterPoints(points, view) {
    var clusters = points.map(function (p, n) { return { x: view.px(p.lon), y: view.y(mercatorY(p.lat)), members: [n] }; });
    while (clusters.length > 1) {
      var best = Infinity, a = -1, b = -1;
      for (var i = 0; i < clusters.length; i++) {
        for (var j = i + 1; j < clusters.length; j++) {
          var d = Math.hypot(clusters[i].x - clusters[j].x, clusters[i].y - clusters[j].y);
          if (d < best) { best = d; a = i; b = j; }
        }
      }
      if (best >= CLUSTER_PX) break;
      var p = clusters[a], q = clusters[b], total = p.members.length + q.members.length;
      clusters[a] = {
        x: (p.x * p.members.length + q.x * q.members.length) / total,
        y: (p.y * p.members.length + q.y * q.members.length) / total,
        members: p.members.concat(q.members).sort(function (m, n) { return m - n; })
      };
      clusters.splice(b, 1);
    }
    clusters.forEach(function (c) {
      c.points = c.members.map(function (n) { return points[n]; });
      c.r = c.points.length === 1 ? 5 : Math.min(7 + 2 * Math.log2(c.points.length), 13);
    });
    return clusters;
  }

  function placeNames(points) {
    var names = [];
    points.forEach(function (p) { var name = p.place || p.title; if (name && names.indexOf(name) < 0) names.push(name); });
    return names;
  }

  function labelText(cluster) {
    var names = placeNames(cluster.points);
    if (names.length <= 1) return names[0] || "";
    var joined = names.join(", ");
    return joined.length <= 24 ? joined : names[0] + " +" + (names.length - 1);
  }

  function overlaps(a, b, gap) {
    return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
  }

  // Greedy placement: the largest clusters first, each label right, left, above or below its marker;
  // one that fits nowhere (inside the map, clear of other labels and markers) is left off. Boxes are
  // measured as laid out on the page (getBoundingClientRect), so scaling the map keeps them apart.
  function placeLabels(svg, clusters) {
    var area = svg.getBoundingClientRect();
    var taken = clusters.map(function (c) { return { box: c.marker.getBoundingClientRect(), owner: c }; });
    clusters.slice().sort(function (a, b) { return b.points.length - a.points.length; }).forEach(function (c) {
      var text = labelText(c);
      if (!text) return;
      var label = document.createElementNS(SVG_NS, "text");
      label.setAttribute("class", "parley-map-label");
      label.textContent = text;
      svg.appendChild(label);
      var spots = [
        [c.x + c.r + 3, c.y, "start", "central"], [c.x - c.r - 3, c.y, "end", "central"],
        [c.x, c.y - c.r - 3, "middle", "text-after-edge"], [c.x, c.y + c.r + 3, "middle", "text-before-edge"]
      ];
      for (var n = 0; n < spots.length; n++) {
        label.setAttribute("x", spots[n][0].toFixed(1)); label.setAttribute("y", spots[n][1].toFixed(1));
        label.setAttribute("text-anchor", spots[n][2]); label.setAttribute("dominant-baseline", spots[n][3]);
        var box = label.getBoundingClientRect();
        var inside = box.left >= area.left + 1 && box.top >= area.top + 1 && box.right <= area.right - 1 && box.bottom <= area.bottom - 1;
        var clear = inside && taken.every(function (t) { return t.owner === c || !overlaps(box, t.box, 1); });
        if (clear) {
          taken.push({ box: box, owner: null });
          label.addEventListener("click", function () { c.show(); });
          return;
        }
      }
      svg.removeChild(label);
    });
  }

  function showPlaces(detail, cluster) {
    detail.innerHTML = "";
    cluster.points.forEach(function (p) {
      var entry = document.createElement("div");
      entry.className = "parley-map-item";
      var title = document.createElement("div"); title.className = "parley-map-item-title"; title.textContent = p.title || p.place || "";
      entry.appendChild(title);
      var about = [p.date, p.place].filter(function (x) { return x; }).join(" · ");
      if (about) { var line = document.createElement("div"); line.className = "parley-map-item-about"; line.textContent = about; entry.appendChild(line); }
      detail.appendChild(entry);
    });
    detail.hidden = false;
  }

  function renderMap(item, points) {
    points = (points || []).filter(function (p) { return isFinite(p.lat) && isFinite(p.lon); });
    if (!points.length) return;
    var figure = document.createElement("div");
    figure.className = "parley-map-box";
    var svg = document.createElementNS(SVG_NS, "svg");
    svg.setAttribute("class", "parley-map");
    svg.setAttribute("viewBox", "0 0 " + MAP_W + " " + MAP_H);
    svg.setAttribute("role", "group");
    svg.setAttribute("aria-label", "Map of " + points.length + " place" + (points.length === 1 ? "" : "s"));
    var sea = document.createElementNS(SVG_NS, "rect");
    sea.setAttribute("class", "parley-map-sea"); sea.setAttribute("width", MAP_W); sea.setAttribute("height", MAP_H);
    svg.appendChild(sea);
    var land = document.createElementNS(SVG_NS, "path");
    land.setAttribute("class", "parley-map-land");
    svg.appendChild(land);
    var detail = document.createElement("div");
    detail.className = "parley-map-detail";
    detail.hidden = true;
    var view = fitView(points, MAP_W, MAP_H);
    var clusters = clusterPoints(points, view);
    clusters.forEach(function (c) {
      var marker = document.createElementNS(SVG_NS, "g");
      marker.setAttribute("class", "parley-map-point" + (c.points.length > 1 ? " cluster" : ""));
      marker.setAttribute("tabindex", "0");
      marker.setAttribute("role", "button");
      var names = c.points.map(function (p) { return p.title + (p.place ? " (" + p.place + ")" : ""); });
      marker.setAttribute("aria-label", names.join("; "));
      var tip = document.createElementNS(SVG_NS, "title"); tip.textContent = names.join("\n"); marker.appendChild(tip);
      var dot = document.createElementNS(SVG_NS, "circle");
      dot.setAttribute("cx", c.x.toFixed(1)); dot.setAttribute("cy", c.y.toFixed(1)); dot.setAttribute("r", String(c.r));
      marker.appendChild(dot);
      if (c.points.length > 1) {
        var count = document.createElementNS(SVG_NS, "text");
        count.setAttribute("class", "parley-map-count");
        count.setAttribute("x", c.x.toFixed(1)); count.setAttribute("y", c.y.toFixed(1));
        count.setAttribute("text-anchor", "middle"); count.setAttribute("dominant-baseline", "central");
        count.textContent = String(c.points.length);
        marker.appendChild(count);
      }
      c.marker = marker;
      c.show = function () { showPlaces(detail, c); };
      marker.addEventListener("click", c.show);
      marker.addEventListener("keydown", function (event) { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); c.show(); } });
      svg.appendChild(marker);
    });
    figure.appendChild(svg);
    figure.appendChild(detail);
    item.appendChild(figure);
    placeLabels(svg, clusters);  // measures text: the item is on the page by now
    landOutline().then(function (geometry) {
      if (geometry) { land.setAttribute("d", landPath(geometry, view)); svg.classList.add("loaded"); }
    });
  }

  function renderSuggestions(activity) {
    suggestions.innerHTML = "";
    var actions = (activity.suggestedActions && activity.suggestedActions.actions) || [];
    actions.forEach(function (action) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = action.title;
      button.addEventListener("click", function () { send(action.value || action.title); });
      suggestions.appendChild(button);
    });
  }

  function show(activity) {
    if (activity.type !== "message" || seen[activity.id]) return;
    var clientId = activity.channelData && activity.channelData.clientActivityID;
    var item = clientId && pending[clientId];
    if (item) { item.classList.remove("pending"); delete pending[clientId]; }
    else {
      item = document.createElement("li");
      var role = activity.from && activity.from.role === "user" ? "user" : "bot";
      item.className = "parley-msg " + role;
      item.textContent = activity.text || "";
      log.appendChild(item);
      if (role === "bot") {  // after appending: the map measures its labels
        renderMap(item, activity.channelData && activity.channelData.mapPoints);
        renderCards(item, activity);
        renderSuggestions(activity);
      }
    }
    item.dataset.activityId = activity.id;
    seen[activity.id] = item;
    scrollDown();
  }

  function receive(set) {
    (set.activities || []).forEach(show);
    if (set.watermark) watermark = Math.max(watermark, parseInt(set.watermark, 10) || 0);
  }

  function poll() {
    if (!session) return;
    api("GET", "/v3/directline/conversations/" + session.conversationId + "/activities?watermark=" + watermark)
      .then(function (set) { receive(set); if (!socket || socket.readyState !== 1) setStatus("online (polling)"); })
      .catch(function (error) { setStatus(error.status === 503 ? "server busy, retrying…" : "offline, retrying…"); });
  }

  function connect(streamUrl) {
    if (socket) { socket.onclose = null; socket.close(); }
    socket = new WebSocket(streamUrl.replace(/watermark=\d+/, "") + "&watermark=" + watermark);
    socket.onopen = function () { setStatus("online"); if (pollTimer) { clearInterval(pollTimer); pollTimer = null; } };
    socket.onmessage = function (event) { if (event.data) receive(JSON.parse(event.data)); };
    socket.onclose = function () {
      setStatus("reconnecting…");
      if (!pollTimer) pollTimer = setInterval(poll, 2000);
      setTimeout(reconnect, 3000);
    };
  }

  function reconnect() {
    if (!session) return;
    api("GET", "/v3/directline/conversations/" + session.conversationId + "?watermark=" + watermark)
      .then(function (conversation) { connect(conversation.streamUrl); })
      .catch(function (error) {
        if (error.status === 403 || error.status === 404) { startNew(); }
        else { setTimeout(reconnect, 5000); }
      });
  }

  function begin(data) {
    session = { conversationId: data.conversationId, token: data.token };
    try { sessionStorage.setItem(STORE_KEY, JSON.stringify(session)); } catch (e) { /* private mode */ }
    connect(data.streamUrl);
    poll();
  }

  function refreshToken() {
    api("POST", "/v3/directline/tokens/refresh").then(function (data) {
      session.token = data.token;
      try { sessionStorage.setItem(STORE_KEY, JSON.stringify(session)); } catch (e) { /* ignore */ }
    }).catch(function () { /* the next call will say what is wrong */ });
  }

  // This page's token endpoint, POST /api/webchat/token, is open when the server has no Direct Line secret
  // (or its operator set PARLEY_WEBCHAT_PAGE=open). With a secret, a site's own token server gets tokens
  // instead: POST /v3/directline/tokens/generate with "Authorization: Bearer <secret>", as with Azure Bot
  // Service, and hands them to Microsoft's Web Chat or to its own page; the secret never reaches a browser.
  function startNew() {
    session = null; watermark = 0; seen = {}; pending = {};
    log.innerHTML = ""; suggestions.innerHTML = "";
    try { sessionStorage.removeItem(STORE_KEY); } catch (e) { /* ignore */ }
    setStatus("connecting…");
    api("POST", "/api/webchat/token", {}).then(begin).catch(function (error) {
      if (error.status === 401 || error.status === 403) {  // the endpoint is off on this server: retrying cannot help
        setStatus("closed"); showError("This page cannot start a conversation here. " + error.message);
        return;
      }
      setStatus("offline"); showError("Could not start a conversation: " + error.message);
      setTimeout(startNew, Math.max(5, error.retryAfter || 0) * 1000);
    });
  }

  function send(text) {
    text = (text || "").trim();
    if (!text || !session) return;
    var clientId = "c" + Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
    var item = document.createElement("li");
    item.className = "parley-msg user pending";
    item.textContent = text;
    log.appendChild(item); scrollDown();
    pending[clientId] = item;
    suggestions.innerHTML = "";
    api("POST", "/v3/directline/conversations/" + session.conversationId + "/activities", {
      type: "message", text: text, from: { id: "user" }, channelData: { clientActivityID: clientId }
    }).then(function () { if (!socket || socket.readyState !== 1) poll(); })
      .catch(function (error) {
        item.classList.remove("pending"); delete pending[clientId];
        showError("Not sent: " + error.message);
      });
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    send(input.value);
    input.value = "";
    input.focus();
  });
  document.getElementById("parley-new").addEventListener("click", startNew);

  setInterval(function () { if (session) refreshToken(); }, 20 * 60 * 1000);  // tokens live an hour

  var saved = null;
  try { saved = JSON.parse(sessionStorage.getItem(STORE_KEY) || "null"); } catch (e) { saved = null; }
  if (saved && saved.conversationId && saved.token) { session = saved; reconnect(); poll(); }
  else { startNew(); }
})();
