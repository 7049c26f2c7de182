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

  // Points drawn on a plain equirectangular canvas: no map tiles, nothing fetched from elsewhere.
  function renderMap(item, points) {
    if (!points || !points.length) return;
    var ns = "http://www.w3.org/2000/svg", width = 320, height = 200, pad = 14;
    var lats = points.map(function (p) { return p.lat; }), lons = points.map(function (p) { return p.lon; });
    var minLat = Math.min.apply(null, lats), maxLat = Math.max.apply(null, lats);
    var minLon = Math.min.apply(null, lons), maxLon = Math.max.apply(null, lons);
    var spanLat = Math.max(maxLat - minLat, 0.5), spanLon = Math.max(maxLon - minLon, 0.5);
    var svg = document.createElementNS(ns, "svg");
    svg.setAttribute("class", "parley-map");
    svg.setAttribute("viewBox", "0 0 " + width + " " + height);
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", "Map of " + points.length + " places");
    var labelled = {};
    points.forEach(function (p) {
      var x = pad + (p.lon - minLon) / spanLon * (width - 2 * pad);
      var y = height - pad - (p.lat - minLat) / spanLat * (height - 2 * pad);
      var dot = document.createElementNS(ns, "circle");
      dot.setAttribute("cx", x.toFixed(1)); dot.setAttribute("cy", y.toFixed(1)); dot.setAttribute("r", "5");
      var title = document.createElementNS(ns, "title"); title.textContent = p.title; dot.appendChild(title);
      svg.appendChild(dot);
      if (p.place && !labelled[p.place]) {
        labelled[p.place] = true;
        var label = document.createElementNS(ns, "text");
        label.setAttribute("x", (x + (x > width * 0.7 ? -8 : 8)).toFixed(1)); label.setAttribute("y", (y + 4).toFixed(1));
        label.setAttribute("text-anchor", x > width * 0.7 ? "end" : "start");
        label.textContent = p.place;
        svg.appendChild(label);
      }
    });
    item.appendChild(svg);
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
      if (role === "bot") {
        renderMap(item, activity.channelData && activity.channelData.mapPoints);
        renderCards(item, activity);
        renderSuggestions(activity);
      }
      log.appendChild(item);
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
