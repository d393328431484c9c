import type { Page } from 'puppeteer';

/** Driving /booking-details in a browser (test/e2e): passengers, their legs, the lead and the limo form. */

/** Sets an input's value as a person would leave it (date and datetime inputs type differently per locale). */
export async function fill(page: Page, selector: string, value: string) {
  await page.$eval(
    selector,
    (el, v) => {
      const input = el as HTMLInputElement | HTMLSelectElement;
      input.value = v;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    value,
  );
}

/** Focus and Enter, as a keyboard user does (and a toast over the control is no obstacle). */
export async function activate(page: Page, selector: string) {
  await page.focus(selector);
  await page.keyboard.press('Enter');
}

/** Adds a passenger to the trip from the Passengers tab's form (phone +1 305 555 0101). */
export async function addPassenger(
  page: Page,
  p: { fname: string; mname?: string; lname: string; dob: string; tag: string },
) {
  await activate(page, 'a[href$="modal=add-passenger"]');
  await page.waitForSelector('dialog[open] input[name="fname"]');
  await page.type('dialog[open] input[name="fname"]', p.fname);
  if (p.mname) await page.type('dialog[open] input[name="mname"]', p.mname);
  await page.type('dialog[open] input[name="lname"]', p.lname);
  await fill(page, 'dialog[open] input[name="dob"]', p.dob);
  await page.type('dialog[open] input[name="phoneNumber"]', '+1 305 555 0101');
  await page.select('dialog[open] select[name="tag"]', p.tag);
  await page.click('dialog[open] button[type="submit"]');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
}

/** Fills the open limo form: the vehicle, the luggage, and a pickup in New York to Teterboro at `time` (local). */
export async function fillLimoForm(page: Page, o: { vehicleType: string; luggage: string; time: string }) {
  await page.select('dialog[open] select[name="generalInfo.vehicleType"]', o.vehicleType);
  await page.$eval('dialog[open] input[name="generalInfo.luggageCount"]', (el) => {
    (el as HTMLInputElement).value = '';
  });
  await page.type('dialog[open] input[name="generalInfo.luggageCount"]', o.luggage);
  for (const [prefix, address] of [
    ['pickupLocation', '10 Hudson Yards'],
    ['dropOffLocation', 'Signature Flight Support, Teterboro'],
  ] as const) {
    await page.type(`dialog[open] input[name="${prefix}.address"]`, address);
    await page.type(`dialog[open] input[name="${prefix}.city"]`, 'New York');
    await page.type(`dialog[open] input[name="${prefix}.state"]`, 'NY');
    await page.type(`dialog[open] input[name="${prefix}.zipcode"]`, '10001');
    await fill(page, `dialog[open] input[name="${prefix}.time"]`, o.time);
  }
}

/** Makes the named passenger lead, and waits for the list to say so. */
export async function makeLead(page: Page, name: string) {
  await activate(page, `button[aria-label="Make lead: ${name}"]`);
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll('.passenger')].some(
        (li) => li.textContent?.includes(n) && li.textContent.includes('Lead passenger'),
      ),
    {},
    name,
  );
}

/** In the open legs dialog (every box unticked): ticks `legs` and saves. */
export async function saveLegs(page: Page, legs: number[]) {
  for (const leg of legs) await page.click(`dialog[open] input[name="legIds"][value="${leg}"]`);
  await page.click('dialog[open] button[type="submit"]');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
}

/** In the open emergency contact dialog: the contact's name, a phone, and save. */
export async function fillEmergencyContact(page: Page, fname: string, lname: string) {
  await page.type('dialog[open] input[name="fname"]', fname);
  await page.type('dialog[open] input[name="lname"]', lname);
  await page.type('dialog[open] input[name="phoneNumber"]', '+1 212 555 0199');
  await page.click('dialog[open] button[type="submit"]');
}
