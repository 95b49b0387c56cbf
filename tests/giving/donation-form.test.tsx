import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DonationForm } from '@/components/giving/donation-form';
import { CopyButton } from '@/components/giving/copy-button';
import { pages } from '@/content/pages';
import {
  copyWords,
  defaultDonationAmount,
  donationCompletion,
  donationFormWords,
  donationPaymentFacts,
  donationPresets,
  donationPurposes,
  donationTypes,
} from '@/content/donation';

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
      completion={{ texts: donationCompletion, facts: donationPaymentFacts, copy: copyWords }}
    />,
  );
  return { user, alert };
}

afterEach(() => jest.restoreAllMocks());

describe('DonationForm', () => {
  it('offers type and amount as radio groups with one-time and KES 5,000 chosen', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Donation type' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /One-time/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'KES 5,000' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(donationTypes.length + donationPresets.length + 1);
    expect(screen.getByRole('combobox', { name: 'Purpose' })).toHaveDisplayValue('General Support');
  });

  it('stands in a card named by its heading, and says under Donate how the gift is then sent', () => {
    setup();
    expect(screen.getByRole('region', { name: pages.donate.sections!.give!.title })).toContainElement(
      screen.getByRole('button', { name: 'Donate' }),
    );
    expect(screen.getByRole('button', { name: 'Donate' })).toHaveAccessibleDescription(donationFormWords.donateNote);
  });

  it('thanks the donor for the defaults', async () => {
    const { user, alert } = setup();
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(alert).toHaveBeenCalledWith('Thank you for your one-time donation of KES 5,000 for General Support!');
  });

  it('uses the chosen type, preset and purpose', async () => {
    const { user, alert } = setup();
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getByRole('radio', { name: 'KES 25,000' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Purpose' }), 'Conservation Projects');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Keep it up');
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(alert).toHaveBeenCalledWith('Thank you for your monthly donation of KES 25,000 for Conservation Projects!');
  });

  it('accepts a valid custom amount', async () => {
    const { user, alert } = setup();
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.type(screen.getByRole('textbox', { name: 'Custom amount (KES)' }), '7500');
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(alert).toHaveBeenCalledWith('Thank you for your one-time donation of KES 7,500 for General Support!');
  });

  it.each([
    ['', 'Please enter an amount for your donation.'],
    ['0', 'Please enter an amount of at least KES 1.'],
    ['-100', 'Please enter an amount of at least KES 1.'],
    ['99.5', 'Please enter a whole number of shillings, without cents.'],
    ['ten', 'Please enter the amount in numbers only, for example 7500.'],
    ['10000001', 'Please enter an amount of at most KES 10,000,000. For a larger gift, please contact us.'],
  ])('rejects the custom amount %p inline without an alert', async (value, message) => {
    const { user, alert } = setup();
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const input = screen.getByRole('textbox', { name: 'Custom amount (KES)' });
    if (value) await user.type(input, value);
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(donationFormWords.customHint));
    expect(input).toHaveFocus();
  });

  it('clears the error when the amount is corrected or a preset is chosen', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Custom amount (KES)' }), '5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('CopyButton', () => {
  it('copies the value and confirms', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CopyButton value="284864" label="paybill number" words={copyWords} />);
    await user.click(screen.getByRole('button', { name: 'Copy paybill number' }));
    expect(writeText).toHaveBeenCalledWith('284864');
    expect(await screen.findByRole('button', { name: 'Copied paybill number' })).toBeInTheDocument();
  });

  it('explains how to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CopyButton value="284864" label="paybill number" words={copyWords} />);
    await user.click(screen.getByRole('button', { name: 'Copy paybill number' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Could not copy: please select it and copy it by hand.',
    );
  });
});
