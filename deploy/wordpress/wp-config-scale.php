<?php
/**
 * What a shop on several web nodes adds to wp-config.php: the shared object cache, cron from the system, and where
 * to send page-cache bans. Every node has the same wp-config.php (database, salts) and this file beside it, loaded
 * from wp-config.php before wp-settings.php: `require __DIR__ . '/wp-config-scale.php';`
 *
 * Shipped as tested: the scale-out stack (`npm start -- --scale`) renders this file with the placeholders in double braces filled
 * in (tools/stack/scale/node-tree.mjs) into each node's docroot.
 *
 * @package ShopBundle
 */

// Redis Object Cache (wp-content/object-cache.php from the plugin's includes/). One Redis for every node.
define( 'WP_REDIS_CLIENT', 'phpredis' );
define( 'WP_REDIS_HOST', '{{REDIS_HOST}}' );
define( 'WP_REDIS_PORT', (int) '{{REDIS_PORT}}' );
define( 'WP_REDIS_DATABASE', 0 );
// Keys of this site, should another site share the Redis.
define( 'WP_REDIS_PREFIX', '{{REDIS_PREFIX}}' );
define( 'WP_REDIS_TIMEOUT', 1 );
define( 'WP_REDIS_READ_TIMEOUT', 1 );
// Redis down: pages are built from the database (slower) instead of failing. Redis keeps nothing on disk
// (deploy/redis/redis.conf), so one that comes back is empty and never serves what changed while it was away.
define( 'WP_REDIS_GRACEFUL', true );
// The plugin's metrics write to Redis on every request; the host's monitoring reads Redis itself.
define( 'WP_REDIS_DISABLE_METRICS', true );

// WP-Cron from the system (deploy/cron/), on one node: not from shoppers' page views, on whichever node they reach.
if ( ! defined( 'DISABLE_WP_CRON' ) ) {
	define( 'DISABLE_WP_CRON', true );
}

// Where deploy/mu-plugins/shop-page-cache.php sends its bans: the full-page cache, from the nodes' side.
define( 'SHOP_PAGE_CACHE_PURGE_URL', '{{PURGE_URL}}' );
