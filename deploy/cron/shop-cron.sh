#!/bin/sh
# One cron run of the shop: WordPress's due events, then Action Scheduler's queue. Run it on ONE web node, every
# minute (shop.cron), with DISABLE_WP_CRON set (deploy/wordpress/wp-config-scale.php) so page views never run cron.
#
# Shipped as tested: the scale-out stack's cron loop runs this very script in node A's docroot every
# SHOP_CRON_INTERVAL seconds (tools/stack/scale/cron-loop.mjs).
#
# Usage: shop-cron.sh /path/to/wordpress   (PHP=/usr/bin/php8.2 to choose the PHP binary)
set -eu

docroot="$1"
here="$(cd "$(dirname "$0")" && pwd)"
php="${PHP:-php}"
cd "$docroot"

# WooCommerce's scheduled sales, session and transient clean-up, WordPress's own events.
"$php" wp-cron.php
# WooCommerce's background jobs (and the shop's own, e.g. the filter's index) run at once instead of waiting for the
# once-a-minute WP-Cron event that otherwise starts Action Scheduler.
"$php" "$here/action-scheduler.php"
