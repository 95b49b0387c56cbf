import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DonationForm } from '@/components/giving/donation-form';
import { HowToGive } from '@/components/giving/how-to-give';
import { PaymentDetails } from '@/components/giving/payment-details';
import { GivingSteps } from '@/components/giving/giving-steps';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import {
  copyWords,
  defaultDonationAmount,
  donationBankTransfer,
  donationCompletion,
  donationFormWords,
  donationPaymentFacts,
  donationPaymentGroups,
  donationPresets,
  donationPurposes,
  donationTypes,
  givingSteps,
} from '@/content/donation';
import { donationGuide, whatsappNumber } from '@/lib/donation';
import { fillText } from '@/lib/fill-text';
import { formatKes } from '@/lib/format';

const facts = donationPaymentFacts;
const purpose = donationPurposes[1]!;

describe('donationGuide', () => {
  const gift = { type: 'one-time' as const, amount: 7500, purpose: purpose.value, purposeLabel: purpose.label };

  it('names the paybill, the purpose’s account and the amount in the steps of both ways to pay', () => {
    const guide = donationGuide(gift, donationCompletion, facts);
    expect(guide.paybill).toBe(facts.paybill);
    expect(guide.account).toBe(facts.accounts[purpose.value]);
    for (const steps of [guide.app.steps, guide.sim.steps]) {
      const text = steps.join(' ');
      expect(text).toContain(facts.paybill);
      expect(text).toContain(facts.accounts[purpose.value]);
      expect(text).toContain('KES 7,500');
      expect(text).not.toMatch(/[{}]/);
    }
    expect(guide.till.text).toContain(facts.till);
    // The notice vouches for the numbers shown beside it without repeating them.
    expect(guide.notice).toContain('only official numbers');
    expect(guide.notice).toContain(facts.mpesaName);
    expect(guide.notice).not.toContain(facts.paybill);
    expect(guide.monthly).toBeNull();
  });

  it('prefills the receipt email and WhatsApp message with the amount and purpose', () => {
    const guide = donationGuide(gift, donationCompletion, facts);
    const email = new URL(guide.receipt.email.href);
    expect(email.protocol).toBe('mailto:');
    expect(email.pathname).toBe(facts.receiptEmail);
    const body = new URLSearchParams(email.search).get('body')!;
    expect(body).toContain('KES 7,500');
    expect(body).toContain(purpose.label);
    const whatsapp = new URL(guide.receipt.whatsapp!.href);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${whatsappNumber(facts.whatsapp)}`);
    expect(whatsapp.searchParams.get('text')).toBe(body);
  });

  it('says how to repeat a monthly gift', () => {
    const guide = donationGuide({ ...gift, type: 'monthly' }, donationCompletion, facts);
    const monthly = guide.monthly?.steps.join(' ');
    expect(monthly).toContain(facts.accounts[purpose.value]);
    expect(monthly).toContain('KES 7,500');
    expect(monthly).not.toMatch(/[{}]/);
  });

  it('offers the card link only when content sets one', () => {
    expect(donationGuide(gift, donationCompletion, { ...facts, cardPaymentUrl: '' }).card).toBeNull();
    const card = donationGuide(gift, donationCompletion, {
      ...facts,
      cardPaymentUrl: 'https://pay.example.org/eik',
    }).card;
    expect(card?.href).toBe('https://pay.example.org/eik');
  });

  it('without an amount, says so in words and leaves the receipt amount to the donor', () => {
    const guide = donationGuide(
      { type: null, amount: null, purpose: purpose.value, purposeLabel: purpose.label },
      donationCompletion,
      facts,
    );
    expect(guide.heading).toBe(donationCompletion.staticHeading);
    expect(guide.app.steps.join(' ')).toContain(donationCompletion.staticAmount);
    expect(guide.monthly).not.toBeNull();
  });
});

describe('fillText', () => {
  it('fills known words and refuses a typo', () => {
    expect(fillText('Paybill {paybill}', { paybill: '1' }, 'content/donation.ts')).toBe('Paybill 1');
    expect(() => fillText('Account {acount}', { account: 'A' }, 'content/donation.ts')).toThrow(
      /content\/donation\.ts: \{acount\} is not a fact/,
    );
  });
});

function setup() {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  const user = userEvent.setup();
  render(
    <DonationForm
      title={pages.donate.sections!.give!.title}
      types={donationTypes}
      presets={donationPresets}
      defaultAmount={defaultDonationAmount}
      purposes={donationPurposes}
      words={donationFormWords}
      completion={{ texts: donationCompletion, facts, copy: copyWords }}
    />,
  );
  return { user, alert };
}

afterEach(() => jest.restoreAllMocks());

describe('DonationForm completion panel', () => {
  it('appears after the alert for the chosen gift, takes focus, and the form keeps its values', async () => {
    const { user, alert } = setup();
    expect(screen.queryByRole('heading', { name: donationCompletion.heading })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.type(screen.getByRole('textbox', { name: 'Custom amount (KES)' }), '7500');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Purpose' }), purpose.label);
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'For the wetlands');
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(alert).toHaveBeenCalledWith(`Thank you for your monthly donation of KES 7,500 for ${purpose.label}!`);

    const heading = screen.getByRole('heading', { name: donationCompletion.heading });
    expect(heading).toHaveFocus();
    const panel = screen.getByRole('region', { name: donationCompletion.heading });
    expect(within(panel).getByText(facts.accounts[purpose.value], { selector: 'span' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: donationCompletion.monthlyTitle })).toBeInTheDocument();
    const appSteps = within(panel).getAllByRole('list')[0]!;
    expect(within(appSteps).getAllByRole('listitem')).toHaveLength(donationCompletion.appSteps.length);
    expect(panel).toHaveTextContent('KES 7,500');
    expect(within(panel).getByRole('link', { name: donationCompletion.receiptEmailLink })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );

    expect(screen.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Custom amount (KES)' })).toHaveValue('7500');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('For the wetlands');
  });

  it('follows a change of gift and moves focus again on the next Donate', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    const panel = () => screen.getByRole('region', { name: donationCompletion.heading });
    expect(panel()).toHaveTextContent(formatKes(defaultDonationAmount));
    expect(within(panel()).queryByRole('heading', { name: donationCompletion.monthlyTitle })).toBeNull();
    const other = donationPresets.find((amount) => amount !== defaultDonationAmount)!;
    await user.click(screen.getByRole('radio', { name: formatKes(other) }));
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(panel()).toHaveTextContent(formatKes(other));
    expect(screen.getByRole('heading', { name: donationCompletion.heading })).toHaveFocus();
  });

  it('stands in the element the page names for it, outside the form’s card', async () => {
    const slot = document.body.appendChild(document.createElement('div'));
    slot.id = 'gift-guide';
    jest.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <DonationForm
        title={pages.donate.sections!.give!.title}
        types={donationTypes}
        presets={donationPresets}
        defaultAmount={defaultDonationAmount}
        purposes={donationPurposes}
        words={donationFormWords}
        completion={{ texts: donationCompletion, facts, copy: copyWords }}
        guideSlot={slot.id}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    const heading = screen.getByRole('heading', { name: donationCompletion.heading });
    expect(slot).toContainElement(heading);
    expect(screen.getByRole('region', { name: pages.donate.sections!.give!.title })).not.toContainElement(heading);
    expect(heading).toHaveFocus();
    slot.remove();
  });

  it('does not appear for a refused custom amount', async () => {
    const { user, alert } = setup();
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.type(screen.getByRole('textbox', { name: 'Custom amount (KES)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: donationCompletion.heading })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Custom amount (KES)' })).toHaveValue('0');
  });
});

function renderHowToGive() {
  render(
    <HowToGive
      texts={donationCompletion}
      facts={facts}
      purposes={donationPurposes}
      groups={donationPaymentGroups}
      bank={donationBankTransfer}
    />,
  );
}

describe('HowToGive', () => {
  it('shows the steps with a general amount and the paybill where it is typed', () => {
    renderHowToGive();
    expect(screen.getByRole('heading', { level: 3, name: donationCompletion.staticHeading })).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(donationCompletion.staticAmount)).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('listitem').filter((item) => item.textContent?.includes(facts.paybill)).length).toBe(2);
    // The paybill and the till stand beside the steps, each number shown once.
    expect(within(screen.getByRole('region', { name: 'M-Pesa Paybill' })).getByText(facts.paybill)).toBeInTheDocument();
    expect(screen.getAllByText(facts.paybill, { exact: true })).toHaveLength(1);
    expect(screen.getAllByText(facts.till, { exact: true })).toHaveLength(1);
  });

  it('shows the bank details, the receipt and the notice once, beside the steps', () => {
    renderHowToGive();
    const bank = screen.getByRole('region', { name: donationBankTransfer.title });
    for (const detail of donationBankTransfer.details) {
      expect(screen.getAllByText(detail.value)).toHaveLength(1);
      expect(within(bank).getByText(detail.value)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { name: donationCompletion.receiptTitle })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: donationCompletion.receiptEmailLink })).toHaveLength(1);
    expect(screen.getAllByText(/only official numbers/)).toHaveLength(1);
    // The reference to write on a transfer, which the steps said, now stands with the bank details.
    expect(within(bank).getByText(/as the payment reference/)).toBeInTheDocument();
  });
});

describe('PaymentDetails', () => {
  it('shows the paybill once, large and copyable, with every purpose’s account under it', () => {
    render(<PaymentDetails groups={donationPaymentGroups} />);
    const paybill = screen.getByRole('region', { name: 'M-Pesa Paybill' });
    expect(within(paybill).getAllByText(facts.paybill)).toHaveLength(1);
    expect(within(paybill).getByRole('button', { name: 'Copy paybill number' })).toBeInTheDocument();
    for (const option of donationPurposes) {
      expect(within(paybill).getByText(option.label)).toBeInTheDocument();
      expect(within(paybill).getByText(facts.accounts[option.value])).toBeInTheDocument();
    }
  });

  it('gives each purpose’s account code a copy button named after the code, which copies it', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<PaymentDetails groups={donationPaymentGroups} />);
    const paybill = screen.getByRole('region', { name: 'M-Pesa Paybill' });
    for (const option of donationPurposes) {
      const code = facts.accounts[option.value];
      const button = within(paybill).getByRole('button', { name: `Copy account number ${code}` });
      // The code and its button stand together, under the purpose's name.
      const row = button.closest('div')!;
      expect(within(row).getByRole('term')).toHaveTextContent(option.label);
      expect(within(row).getByRole('definition')).toHaveTextContent(code);
      await user.click(button);
      expect(writeText).toHaveBeenLastCalledWith(code);
    }
    expect(writeText).toHaveBeenCalledTimes(donationPurposes.length);
  });
});

describe('GivingSteps', () => {
  it('says in order how a gift is made, naming the paybill, the till and the name they are in', () => {
    render(<GivingSteps copy={givingSteps} />);
    const section = screen.getByRole('region', { name: givingSteps.title });
    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual(givingSteps.steps.map((s) => s.title));
    expect(section).toHaveTextContent(site.payments.paybill);
    expect(section).toHaveTextContent(site.payments.donationTill);
    expect(section).toHaveTextContent(site.payments.mpesaName);
  });
});
