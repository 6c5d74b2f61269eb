CREATE TABLE `crm_deals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` integer NOT NULL,
	`lead_id` integer NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`amount` real,
	`currency` text,
	`pipeline_id` integer,
	`stage_id` integer,
	`source_id` integer,
	`responsible_id` integer,
	`fields` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `crm_deals_lead_uq` ON `crm_deals` (`lead_id`);--> statement-breakpoint
CREATE INDEX `crm_deals_integration_idx` ON `crm_deals` (`integration_id`);--> statement-breakpoint
CREATE TABLE `leads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` integer NOT NULL,
	`lead_key` text NOT NULL,
	`lead_form_id` text NOT NULL,
	`is_test` integer DEFAULT false NOT NULL,
	`answers` text NOT NULL,
	`arrived_at` text NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`attempts` integer DEFAULT 1 NOT NULL,
	`next_attempt_at` text,
	`delivered_at` text,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `leads_lead_key_uq` ON `leads` (`lead_key`);--> statement-breakpoint
CREATE INDEX `leads_integration_arrived_idx` ON `leads` (`integration_id`,`arrived_at`);--> statement-breakpoint
CREATE INDEX `leads_next_attempt_idx` ON `leads` (`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `crm_fields` ADD `is_required` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `crm_fields` SET `is_required` = 1 WHERE `entity` = 'contact' AND `name` = 'first_name';
