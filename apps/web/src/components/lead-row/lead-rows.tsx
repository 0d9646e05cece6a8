import { LeadRow, type LeadRowLead } from './lead-row';
import classes from './lead-row.module.css';

interface LeadRowsProps {
  leads: readonly LeadRowLead[];
  /** The address that opens a lead. */
  linkTo: (lead: LeadRowLead) => string;
  /** The list's name for screen readers. */
  label: string;
  timeZone: string;
  selectedId?: string | null;
  showListing?: boolean;
  showUnread?: boolean;
  heading?: 'person' | 'listing';
}

/** Leads as a list of rows, each a link that opens the lead. */
export function LeadRows({ leads, linkTo, label, selectedId, ...rowProps }: LeadRowsProps) {
  return (
    <ul className={classes.list} aria-label={label}>
      {leads.map((lead) => (
        <li key={lead.publicId}>
          <LeadRow
            lead={lead}
            to={linkTo(lead)}
            selected={lead.publicId === selectedId}
            {...rowProps}
          />
        </li>
      ))}
    </ul>
  );
}
