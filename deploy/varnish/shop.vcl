vcl 4.1;
#
# The shop's full-page cache: Varnish in front of the web nodes (deploy/nginx/web-node.conf).
#
# Shipped as tested: the scale-out stack (`npm start -- --scale`) renders this file with the placeholders in double braces filled
# in (tools/stack/scale/varnish.mjs). A host fills them in by hand: one backend per web node (add a third by copying
# one backend and its `add_backend` line), each with the node's address and port.
#
# What is cached: GET and HEAD of anonymous visitors, with every cookie removed (no page of the bundle reads a cookie
# on a page a cache may keep: the consent cookie is read in the browser, and on the server only for output never
# cached). What is never cached: a visitor with a cart, a session or a login (their cookies below), any other
# method, wp-admin, the login page, the cart, checkout and account pages, and every answer the site marks private
# (Cache-Control private / no-store / no-cache, which WordPress and WooCommerce send there, and which
# shop-page-cache.php sends for DONOTCACHEPAGE) or that sets a cookie.
#
# Freshness: pages live DEFAULT_TTL unless the site says otherwise (max-age / s-maxage), and the site bans what
# changed the moment it changes (deploy/mu-plugins/shop-page-cache.php sends BAN with an X-Ban-Url regex).

import std;
import directors;

probe web_node_health {
	# php-fpm's own ping (pool.conf ping.path, answered by the master without running PHP), through the node's
	# nginx: a node counts as up only when both answer. Marked sick after 2 of the last 3 probes failed (~2 s).
	.url = "/shop-ping";
	.interval = 1s;
	.timeout = 1s;
	.window = 3;
	.threshold = 2;
	.initial = 2;
}

backend web_a {
	.host = "{{NODE_A_HOST}}";
	.port = "{{NODE_A_PORT}}";
	.probe = web_node_health;
	.connect_timeout = 1s;
	.first_byte_timeout = 60s;
	.between_bytes_timeout = 60s;
}

backend web_b {
	.host = "{{NODE_B_HOST}}";
	.port = "{{NODE_B_PORT}}";
	.probe = web_node_health;
	.connect_timeout = 1s;
	.first_byte_timeout = 60s;
	.between_bytes_timeout = 60s;
}

# Who may BAN and PURGE: the web nodes (they ban what changed) and this machine. Add the nodes' addresses when
# they run on other machines.
acl purgers {
	"127.0.0.1";
	"::1";
}

sub vcl_init {
	# Round robin over the healthy nodes: a sick node is skipped until its probes pass again.
	new web_nodes = directors.round_robin();
	web_nodes.add_backend(web_a);
	web_nodes.add_backend(web_b);
}

sub vcl_recv {
	set req.backend_hint = web_nodes.backend();

	if (req.method == "BAN") {
		if (!client.ip ~ purgers) {
			return (synth(405, "Not allowed"));
		}
		# A regex over the path and query of cached objects, e.g. ^(?:/shop/|/product/mug/). The site builds it from
		# path prefixes it escaped (no spaces), so it is one token of the ban expression.
		if (!req.http.X-Ban-Url) {
			return (synth(400, "X-Ban-Url missing"));
		}
		ban("obj.http.x-url ~ " + req.http.X-Ban-Url);
		return (synth(200, "Banned"));
	}
	if (req.method == "PURGE") {
		if (!client.ip ~ purgers) {
			return (synth(405, "Not allowed"));
		}
		return (purge);
	}

	# Campaign and click identifiers change nothing the server renders: WooCommerce's order attribution and the
	# statistics beacon read them from the browser's location, and no PHP of the bundle or WooCommerce reads them
	# from the request. Dropped here, a campaign's visitors share the cached page instead of missing one each.
	if (req.url ~ "[?&](utm_[a-z]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|igshid|ttclid|twclid|yclid)=") {
		set req.url = regsuball(req.url, "([?&])(utm_[a-z]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|igshid|ttclid|twclid|yclid)=[^&]*", "\1");
		set req.url = regsuball(req.url, "[?&]+$", "");
		set req.url = regsuball(req.url, "\?&+", "?");
		set req.url = regsuball(req.url, "&&+", "&");
	}

	if (req.method != "GET" && req.method != "HEAD") {
		return (pass);
	}
	if (req.http.Authorization || req.http.Cart-Token) {
		return (pass);
	}
	# Pages about one visitor, whatever their cookies: WooCommerce marks them no-cache too, so this only saves the
	# trip that would learn it.
	if (req.url ~ "^/(wp-admin/|wp-login\.php|wp-cron\.php|xmlrpc\.php|cart/|checkout/|my-account/)" ||
		req.url ~ "[?&](add-to-cart|wc-ajax|preview)=") {
		return (pass);
	}
	# Files are the same for everyone, logged in or not.
	if (req.url ~ "^[^?]*\.(css|js|mjs|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf)(\?|$)") {
		unset req.http.Cookie;
		return (hash);
	}
	# The filter's answers (GET shop-filter/v1/results) are the same for every visitor: without a REST nonce,
	# WordPress answers a REST request as nobody whatever the cookies, and the answer says public. Shoppers with a
	# cart filter too; with their cookies dropped, they share the cached answers instead of missing every one.
	if (!req.http.X-WP-Nonce && (req.url ~ "^/wp-json/shop-filter/v1/results(\?|$)" || req.url ~ "^/\?(.*&)?rest_route=/shop-filter/v1/results(&|$)")) {
		unset req.http.Cookie;
		return (hash);
	}
	# A visitor with a cart or session (WooCommerce), logged in, behind a post password or who commented: their
	# pages differ from everyone else's.
	if (req.http.Cookie ~ "(^|;\s*)(wp_woocommerce_session_[^=]*|woocommerce_items_in_cart|woocommerce_cart_hash|wordpress_logged_in_[^=]*|wordpress_sec_[^=]*|wp-postpass_[^=]*|comment_author_[^=]*)=") {
		return (pass);
	}
	# Every other cookie (consent, analytics, the Stripe appearance owner's flag) is read in the browser only.
	unset req.http.Cookie;
	return (hash);
}

sub vcl_hit {
	set req.http.X-Shop-Cache = "HIT";
}

sub vcl_miss {
	# A hit-for-miss object remembers that the site answered privately last time: counted as a pass.
	if (req.is_hitmiss) {
		set req.http.X-Shop-Cache = "PASS";
	} else {
		set req.http.X-Shop-Cache = "MISS";
	}
}

sub vcl_pass {
	set req.http.X-Shop-Cache = "PASS";
}

sub vcl_backend_fetch {
	# A retry goes to another node than the one that failed. The round robin alone may hand it that very node again
	# (other requests took their turns in between) until the probes mark it sick, about two seconds, and the shopper
	# would get a 503 for a file or page the other node serves. With a third node, name its backend here too.
	if (bereq.retries > 0) {
		if (bereq.http.X-Shop-Failed-Node == "web_a") {
			set bereq.backend = web_b;
		} else if (bereq.http.X-Shop-Failed-Node == "web_b") {
			set bereq.backend = web_a;
		} else {
			set bereq.backend = web_nodes.backend();
		}
		unset bereq.http.X-Shop-Failed-Node;
	}
}

sub vcl_backend_response {
	# A node that answers 502-504 (its PHP gone) or not at all (vcl_backend_error): a GET goes to the other node.
	if (beresp.status >= 502 && beresp.status <= 504 && bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD")) {
		set bereq.http.X-Shop-Failed-Node = beresp.backend.name;
		return (retry);
	}
	# Kept for bans: the ban lurker tests cached objects against them without a request.
	set beresp.http.x-url = bereq.url;

	if (bereq.uncacheable) {
		return (deliver);
	}
	if (beresp.http.Set-Cookie ||
		beresp.http.Cache-Control ~ "(private|no-store|no-cache)" ||
		beresp.http.Surrogate-Control ~ "no-store" ||
		beresp.http.Vary == "*") {
		# Hit-for-miss: the next request for this URL goes to a node at once, for two minutes.
		set beresp.uncacheable = true;
		set beresp.ttl = 120s;
		return (deliver);
	}
	if (beresp.status >= 500) {
		# An error is never kept: the next request tries a node again.
		set beresp.uncacheable = true;
		set beresp.ttl = 0s;
		return (deliver);
	}
	# Varnish gives cacheable statuses (200, 301, 404, …) a positive TTL and the others none; the site sent no
	# lifetime of its own here.
	if (beresp.ttl > 0s && !beresp.http.Cache-Control ~ "(s-maxage|max-age)" && !beresp.http.Expires) {
		if (bereq.url ~ "^[^?]*\.(css|js|mjs|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf)(\?|$)") {
			set beresp.ttl = 1d;
		} else {
			set beresp.ttl = {{DEFAULT_TTL}};
		}
	}
	# Served stale for an hour while a fresh copy is fetched, or when both nodes are down.
	set beresp.grace = 1h;
	if (beresp.http.Content-Type ~ "^(text/|application/(javascript|json|xml|ld\+json)|image/svg)") {
		set beresp.do_gzip = true;
	}
	return (deliver);
}

sub vcl_backend_error {
	if (bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD")) {
		set bereq.http.X-Shop-Failed-Node = beresp.backend.name;
		return (retry);
	}
}

sub vcl_deliver {
	# HIT, MISS or PASS; Age (set by Varnish) says how old a hit is.
	set resp.http.X-Cache = req.http.X-Shop-Cache;
	if (obj.hits > 0) {
		set resp.http.X-Cache-Hits = obj.hits;
	}
	unset resp.http.x-url;
}

sub vcl_synth {
	set resp.http.X-Cache = "SYNTH";
}
