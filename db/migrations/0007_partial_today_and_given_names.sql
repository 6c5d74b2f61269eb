ALTER TABLE `integrations_exports` ADD `given_name` text;--> statement-breakpoint
ALTER TABLE `seed_state` ADD `filled_until` text;