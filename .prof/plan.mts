import Database from 'better-sqlite3';
const db = new Database(process.argv[2]!, { readonly: true });
console.log(db.prepare('select count(*) c from integrations_exports').get(), db.prepare('select count(*) c from business_account_members').get());
console.log(db.prepare("select sql from sqlite_master where type='index' and (tbl_name='integrations_exports' or tbl_name='business_account_members')").all());
const q = `EXPLAIN QUERY PLAN SELECT r.id FROM integrations_exports r JOIN services s ON s.id = r.service_id WHERE r.ba_id IN (SELECT m.ba_id FROM business_account_members m WHERE m.user_id = 2) ORDER BY r.id`;
console.log(db.prepare(q).all());
const u = db.prepare("select id from users where email like 'client%' limit 1").get(); console.log(u);
const stmt = db.prepare(`SELECT r.*, s.info FROM integrations_exports r JOIN services s ON s.id = r.service_id WHERE r.ba_id IN (SELECT m.ba_id FROM business_account_members m WHERE m.user_id = ?) ORDER BY r.id`);
for (const uid of [1,2,3]) { const t=performance.now(); let n=0; for (let i=0;i<1000;i++) n=stmt.all(uid).length; console.log(uid, n, ((performance.now()-t)/1000).toFixed(3),'ms'); }
