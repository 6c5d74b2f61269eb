import Database from 'better-sqlite3';
const db = new Database(process.argv[2]!, { readonly: true });
const SEL = `SELECT r.id, r.integration_id, r.name, r.service_id, r.service_type, r.receiving_service_id,
  r.sending_service_id, r.ba_id, r.is_active, r.api_key, r.access_token, r.token_expires_at, r.receiving_service_token,
  r.created_by, r.status, r.date_finish_sync, r.status_last_sync,
  s.name AS service_name, s.service_path AS service_path, s.type AS service_kind, s.info AS service_info
FROM integrations_exports r JOIN services s ON s.id = r.service_id`;
const variants = {
  orig: `${SEL} WHERE r.ba_id IN (SELECT m.ba_id FROM business_account_members m WHERE m.user_id = ?) ORDER BY r.id`,
  named: `${SEL} WHERE r.ba_id IN (SELECT m.ba_id FROM business_account_members m WHERE m.user_id = @u) ORDER BY r.id`,
  noinfo: `SELECT r.id, r.integration_id, r.name FROM integrations_exports r JOIN services s ON s.id = r.service_id WHERE r.ba_id IN (SELECT m.ba_id FROM business_account_members m WHERE m.user_id = ?) ORDER BY r.id`,
};
for (const [k, q] of Object.entries(variants)) { const st = db.prepare(q); const arg = k==='named'?{u:2}:2; for (let i=0;i<500;i++) st.all(arg); const t=performance.now(); for (let i=0;i<3000;i++) st.all(arg); console.log(k, ((performance.now()-t)/3000*1000).toFixed(1),'µs'); }
const row = db.prepare(variants.orig).all(2)[0]; console.log(JSON.stringify(row).length, JSON.stringify(row).slice(0,600));
{ const st = db.prepare(variants.orig).raw(true); for (let i=0;i<500;i++) st.all(2); const t=performance.now(); for (let i=0;i<3000;i++) st.all(2); console.log('raw', ((performance.now()-t)/3000*1000).toFixed(1),'µs'); }
for (const cols of ['r.id','r.id, r.integration_id, r.name, r.service_id, r.service_type, r.receiving_service_id, r.sending_service_id, r.ba_id, r.is_active','r.api_key, r.access_token, r.token_expires_at, r.receiving_service_token, r.created_by, r.status, r.date_finish_sync, r.status_last_sync', 's.name, s.service_path, s.type, s.info']) {
 const st = db.prepare(`SELECT ${cols} FROM integrations_exports r JOIN services s ON s.id = r.service_id WHERE r.ba_id IN (SELECT m.ba_id FROM business_account_members m WHERE m.user_id = ?) ORDER BY r.id`); for (let i=0;i<500;i++) st.all(2); const t=performance.now(); for (let i=0;i<3000;i++) st.all(2); console.log(cols.slice(0,40), ((performance.now()-t)/3000*1000).toFixed(1),'µs'); }
for (const k of ['orig','named']) { const st = db.prepare((variants as any)[k]); const arg = k==='named'?{u:2}:2; const t=performance.now(); for (let i=0;i<3000;i++) st.all(arg); console.log('again', k, ((performance.now()-t)/3000*1000).toFixed(1),'µs'); }
{ const st = db.prepare(variants.orig).raw(true); const t=performance.now(); for (let i=0;i<3000;i++) st.all(2); console.log('raw again', ((performance.now()-t)/3000*1000).toFixed(1),'µs'); }
