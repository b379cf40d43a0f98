<?php
/**
 * Plugin Name: Shop system cron
 * Description: Where the system's cron runs WordPress's events and Action Scheduler's queue (DISABLE_WP_CRON), web
 *              nodes never run the queue themselves: Action Scheduler's async runner is turned off.
 * Version:     1.0.0
 * License:     GPL-2.0-or-later
 *
 * A must-use plugin for every web node, beside shop-page-cache.php. Action Scheduler starts an async runner at the end
 * of wp-admin requests (any of them, the heartbeat's included) once a minute while actions are due: on a multi-node
 * site that is a batch of queued work run by whichever node an admin reaches, in a web worker shoppers wait for,
 * racing the cron loop (deploy/cron/) that is there to run it. With this, the queue runs on the cron node only, within
 * one interval of the loop.
 *
 * @package ShopBundle
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

if ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ) {
	add_filter( 'action_scheduler_allow_async_request_runner', '__return_false' );
}
