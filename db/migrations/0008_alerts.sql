CREATE TABLE `alert_reads` (
	`alert_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`alert_id`, `user_id`),
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ba_id` integer NOT NULL,
	`kind` text NOT NULL,
	`record_id` integer NOT NULL,
	`alert_key` text NOT NULL,
	`count` integer DEFAULT 1 NOT NULL,
	`detail` text,
	`is_open` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`mailed_at` text,
	FOREIGN KEY (`ba_id`) REFERENCES `business_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alerts_key_uq` ON `alerts` (`alert_key`);--> statement-breakpoint
CREATE INDEX `alerts_ba_updated_idx` ON `alerts` (`ba_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `alerts_record_idx` ON `alerts` (`record_id`,`kind`);